import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@viral/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { PostgresMediaStore } from './postgres-media-store.ts';
import { recipeVideoSink } from './store-recipe-video.ts';
import type { PreparedVideo } from './video/prepare-video.ts';

const { mediaVideos, videoTasks } = schema;

describe('the media store keeping a prepared video', () => {
  let t: TestApp;
  let dir: string;
  let prepared: PreparedVideo;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    dir = await mkdtemp(join(tmpdir(), 'prepared-'));
    const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    await writeFile(join(dir, 'video.mp4'), Buffer.alloc(4096, 3));
    await writeFile(join(dir, 'poster.jpg'), poster);
    const probe = {
      durationSeconds: 3,
      width: 320,
      height: 240,
      videoCodec: 'h264',
      audioCodec: 'aac',
      sizeBytes: 4096,
    };
    prepared = {
      videoPath: join(dir, 'video.mp4'),
      posterPath: join(dir, 'poster.jpg'),
      probe,
      source: probe,
      url: 'https://cdn.example/clip.mp4',
      peakRssBytes: 0,
      discard: async () => {},
    };
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A recipe whose video this worker claimed; `meanwhile` is what the back-office did since. */
  const storeAfter = async (title: string, meanwhile: (taskId: string) => Promise<unknown>) => {
    const { recipeIds } = await insertCatalogue(t.db.db, [], [{ title }]);
    const recipeId = recipeIds.get(title) ?? '';
    const [task] = await t.db.db
      .insert(videoTasks)
      .values({
        recipe_id: recipeId,
        url: 'https://cdn.example/clip.mp4',
        format: 'mp4',
        status: 'preparing',
        claimed_by: 'worker-1',
      })
      .returning({ id: videoTasks.id });
    if (!task) throw new Error('no task');
    await meanwhile(task.id);
    const sink = recipeVideoSink(
      t.db.db,
      t.objects,
      new PostgresMediaStore(t.db.db, t.objects),
      createLogger('silent'),
    );
    await sink.store(
      { id: task.id, recipe_id: recipeId, url: prepared.url, claimed_by: 'worker-1' },
      prepared,
    );
    return t.db.db.$count(mediaVideos, eq(mediaVideos.recipe_id, recipeId));
  };

  it('indexes the video while the claim holds', async () => {
    expect(await storeAfter('Kept', async () => {})).toBe(1);
  });

  it('indexes nothing for a video removed while it was being prepared', async () => {
    const removed = (id: string) => t.db.db.delete(videoTasks).where(eq(videoTasks.id, id));
    expect(await storeAfter('Removed', removed)).toBe(0);
  });

  it('indexes nothing for a video replaced from another address while it was being prepared', async () => {
    const replaced = (id: string) =>
      t.db.db
        .update(videoTasks)
        .set({ url: 'https://cdn.example/other.mp4', status: 'pending', claimed_by: null })
        .where(eq(videoTasks.id, id));
    expect(await storeAfter('Replaced', replaced)).toBe(0);
  });
});
