import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_IMAGE_BASE_URL, schema } from '@viral/db';
import type { Recipe } from '@viral/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDemoAndAdmin } from './demo-and-admin.ts';
import { DEMO_VIDEO_COUNT } from './demo-videos.ts';
import { createLogger } from './logger.ts';
import { PostgresMediaStore } from './media/postgres-media-store.ts';
import { recipeVideoSink } from './media/store-recipe-video.ts';
import { DEMO_CLIP } from './media/video/demo-clip.ts';
import { createVideoPreparer } from './media/video/prepare-video.ts';
import { findVideoTools, type VideoTools } from './media/video/video-tools.ts';
import { VideoWorker } from './media/video/video-worker.ts';
import { capturedLogger } from './testing/captured-logger.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const tools = await findVideoTools();
if (!tools) console.warn('ffmpeg or ffprobe not found: the demo clips are not made, their test is skipped');

const run = promisify(execFile);
const { mediaVideos, recipes, videoTasks } = schema;

describe('demo videos at seed', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('queues none and says so in one line when ffmpeg is missing; the catalogue is seeded all the same', async () => {
    t = await createTestApp('pglite', { DEMO: 'true' });
    const { logger, lines } = capturedLogger();
    await prepareDemoAndAdmin(t.db.db, t.config, logger, null);
    expect(await t.db.db.$count(recipes)).toBeGreaterThan(0);
    expect(await t.db.db.$count(videoTasks)).toBe(0);
    expect(lines.filter((line) => /demo videos/.test(line.msg)).map((line) => line.msg)).toEqual([
      'demo videos are off: ffmpeg was not found; the demo catalogue has photos only',
    ]);
  });

  it.skipIf(!tools)('queues none with DEMO_VIDEOS=0, as the test servers run', async () => {
    t = await createTestApp('pglite', { DEMO: 'true', DEMO_VIDEOS: '0' });
    const { logger, lines } = capturedLogger();
    await prepareDemoAndAdmin(t.db.db, t.config, logger, tools);
    expect(await t.db.db.$count(videoTasks)).toBe(0);
    expect(lines.some((line) => line.msg === 'demo videos are off (DEMO_VIDEOS=0)')).toBe(true);
  });
});

describe.skipIf(!tools)('demo videos made from the demo photos with ffmpeg', () => {
  const found = tools as VideoTools;
  let t: TestApp;
  let worker: VideoWorker | undefined;
  let scratch: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { DEMO: 'true' });
    scratch = await mkdtemp(join(tmpdir(), 'demo-clips-'));
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('stores playable H.264 clips of demo recipes, served with posters like imported videos, once per database', {
    timeout: 300_000,
  }, async () => {
    const { logger, lines } = capturedLogger();
    await prepareDemoAndAdmin(t.db.db, t.config, logger, found);
    expect(lines.filter((line) => /demo videos/.test(line.msg))).toMatchObject([
      { msg: 'demo videos queued: clips of demo photos are made in the background', clips: DEMO_VIDEO_COUNT },
    ]);
    // Seeding is not waited on: the clips are tasks for the video worker.
    expect(await t.db.db.$count(mediaVideos)).toBe(0);

    worker = new VideoWorker(
      t.db.db,
      createVideoPreparer(found, { allowHosts: [] }),
      recipeVideoSink(t.db.db, t.objects, new PostgresMediaStore(t.db.db, t.objects), createLogger('silent')),
      createLogger('silent'),
      { workers: 1, pollMs: 50 },
    );
    worker.start();
    const tasks = await vi.waitFor(
      async () => {
        const rows = await t.db.db.select().from(videoTasks);
        if (rows.some((row) => row.status === 'pending' || row.status === 'preparing'))
          throw new Error('still making clips');
        return rows;
      },
      { timeout: 280_000, interval: 250 },
    );
    expect(tasks.map((task) => [task.status, task.reason])).toEqual(
      Array.from({ length: DEMO_VIDEO_COUNT }, () => ['stored', null]),
    );

    const stored = await t.db.db
      .select({ slug: recipes.slug, imageUrl: recipes.image_url, video: mediaVideos })
      .from(mediaVideos)
      .innerJoin(recipes, eq(recipes.id, mediaVideos.recipe_id));
    expect(stored).toHaveLength(DEMO_VIDEO_COUNT);
    for (const { slug, imageUrl, video } of stored) {
      expect(imageUrl?.startsWith(DEMO_IMAGE_BASE_URL)).toBe(true);
      expect(video).toMatchObject({ width: DEMO_CLIP.width, height: DEMO_CLIP.height });
      expect(video.poster_hash).toMatch(/^[0-9a-f]{64}$/);

      // The stored file itself: H.264 of the clip's length, and every frame decodes.
      const file = await t.objects.get(video.key);
      if (!file) throw new Error(`no file for ${slug}`);
      const path = join(scratch, `${slug}.mp4`);
      await writeFile(path, Buffer.from(await new Response(file.body).arrayBuffer()));
      const probe = JSON.parse(
        (await run(found.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', path])).stdout,
      ) as { streams: { codec_name: string; duration: string; pix_fmt: string }[] };
      expect(probe.streams).toHaveLength(1);
      expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
      expect(Number(probe.streams[0]?.duration)).toBeCloseTo(DEMO_CLIP.seconds, 1);
      await run(found.ffmpeg, ['-v', 'error', '-xerror', '-i', path, '-f', 'null', '-']);

      // Served as an imported video is: the recipe API names it and its poster, both answer.
      const recipe = (await (await t.app.request(`/api/recipes/${slug}`)).json()) as Recipe;
      expect(recipe.video).toMatchObject({ url: `/media/${video.key}`, duration_seconds: DEMO_CLIP.seconds });
      const served = await t.app.request(recipe.video?.url ?? '', { headers: { Range: 'bytes=0-99' } });
      expect(served.status).toBe(206);
      expect(served.headers.get('Content-Type')).toBe('video/mp4');
      const poster = await t.app.request(recipe.video?.poster_url ?? '');
      expect(poster.status).toBe(200);
      expect(poster.headers.get('Content-Type')).toMatch(/^image\//);
    }

    // The next start finds the catalogue seeded: no clip is queued or made again.
    const again = capturedLogger();
    await prepareDemoAndAdmin(t.db.db, t.config, again.logger, found);
    expect(again.lines.some((line) => /demo videos/.test(line.msg))).toBe(false);
    expect(await t.db.db.$count(videoTasks)).toBe(DEMO_VIDEO_COUNT);
  });
});
