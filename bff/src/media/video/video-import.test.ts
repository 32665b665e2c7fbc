import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { Recipe } from '@viral/domain';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportWorker } from '../../import/jobs/import-worker.ts';
import type { ImportContext } from '../../import/preview-import.ts';
import { createLogger } from '../../logger.ts';
import { ADMIN, asBrowser, createAccounts, signIn } from '../../testing/auth-test-kit.ts';
import { file, type RecipeSite, recipePage, startRecipeSite } from '../../testing/doubles/index.ts';
import { runImport } from '../../testing/import-jobs.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { makeClip } from '../../testing/test-clips.ts';
import { PostgresMediaStore } from '../postgres-media-store.ts';
import { recipeVideoSink } from '../store-recipe-video.ts';
import { SWEEP_GRACE_MS, sweepMediaObjects } from '../sweep-media-objects.ts';
import { createVideoPreparer } from './prepare-video.ts';
import { findVideoTools, type VideoTools } from './video-tools.ts';
import { VideoWorker } from './video-worker.ts';

const tools = await findVideoTools();
if (!tools) console.warn('ffmpeg or ffprobe not found: the video import tests are skipped');

const videoObject = (fields: Record<string, unknown>) => ({
  video: { '@type': 'VideoObject', name: 'How to', ...fields },
});

describe.skipIf(!tools).each(testDatabaseKinds())('recipe videos as their own job kind on %s', (kind) => {
  const found = tools as VideoTools;
  let t: TestApp;
  let cookie: string;
  let site: RecipeSite;
  let clips: string;
  let importWorker: ImportWorker;
  let videoWorker: VideoWorker | undefined;
  const videosOf = async (jobId: string) =>
    t.db.db
      .select({
        recipe: schema.recipes.title,
        status: schema.videoTasks.status,
        url: schema.videoTasks.url,
        reason: schema.videoTasks.reason,
        probe: schema.videoTasks.probe,
      })
      .from(schema.videoTasks)
      .innerJoin(schema.recipes, eq(schema.recipes.id, schema.videoTasks.recipe_id))
      .where(eq(schema.videoTasks.job_id, jobId))
      .orderBy(schema.recipes.title);

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'clips-'));
    const clip = await readFile(
      await makeClip(found.ffmpeg, clips, 'clip.mp4', { width: 480, height: 854, seconds: 2 }),
    );
    site = await startRecipeSite(({ path }) => {
      if (path === '/clip.mp4') return file(clip, 'video/mp4');
      if (path === '/fake.mp4') return file('<html>not a video</html>', 'video/mp4');
      if (path === '/a') return recipePage('A with a clip', videoObject({ contentUrl: '/clip.mp4' }));
      if (path === '/b')
        return recipePage('B with a player', videoObject({ embedUrl: 'https://www.youtube.com/embed/x' }));
      if (path === '/c') return recipePage('C with a fake clip', videoObject({ contentUrl: '/fake.mp4' }));
      return undefined;
    });
    t = await createTestApp(kind, { IMPORT_ALLOW_HOSTS: site.host });
    await createAccounts(t);
    cookie = await signIn(t, ADMIN);
    const ctx: ImportContext = {
      policy: { allowHosts: t.config.importAllowHosts },
      videos: { queued: () => videoWorker?.wake() },
    };
    importWorker = new ImportWorker(t.db.db, ctx, createLogger('silent'), { pollMs: 50 });
    importWorker.start();
  });
  afterAll(async () => {
    await importWorker?.stop();
    await videoWorker?.stop();
    await t?.close();
    await site?.close();
    if (clips) await rm(clips, { recursive: true, force: true });
  });

  it('finishes the import without waiting for videos, then prepares and stores them apart, refusing a fake; deleting the recipe removes its file', async () => {
    // No video worker runs yet: the job completes all the same, its files waiting.
    const job = await runImport(
      t,
      cookie,
      asBrowser(cookie, 'POST', { urls: ['/a', '/b', '/c'].map((path) => `${site.origin}${path}`) }),
      20_000,
    );
    const { id } = job;
    expect(job.items.map((item) => item.status)).toEqual(['completed', 'completed', 'completed']);
    expect((await videosOf(id)).map(({ status, url }) => [status, url])).toEqual([
      ['pending', `${site.origin}/clip.mp4`],
      ['linked', 'https://www.youtube.com/embed/x'],
      ['pending', `${site.origin}/fake.mp4`],
    ]);

    videoWorker = new VideoWorker(
      t.db.db,
      createVideoPreparer(found, { allowHosts: t.config.importAllowHosts }),
      recipeVideoSink(t.db.db, t.objects, new PostgresMediaStore(t.db.db, t.objects), createLogger('silent')),
      createLogger('silent'),
      { workers: 1, pollMs: 50 },
    );
    videoWorker.start();
    const videos = await vi.waitFor(
      async () => {
        const rows = await videosOf(id);
        if (rows.some((row) => row.status === 'pending' || row.status === 'preparing'))
          throw new Error('preparing');
        return rows;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(videos.map(({ status, reason }) => [status, reason])).toEqual([
      ['stored', null],
      ['linked', null],
      ['refused', 'The file is not a video that can be read'],
    ]);
    // The job's items say where each video stands now, prepared after the job ended.
    const after = await (await t.app.request(`/api/admin/imports/${id}`, asBrowser(cookie))).json();
    expect(after.items.map((item: { video: unknown }) => item.video)).toEqual([
      { status: 'stored', reason: null },
      { status: 'linked', reason: null },
      { status: 'refused', reason: 'The file is not a video that can be read' },
    ]);
    expect(videos[0]?.probe).toMatchObject({
      width: 480,
      height: 854,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });

    // Stored: the MP4 in the media store, its row in media_videos, its poster a stored photo.
    const rows = await t.db.db.select().from(schema.mediaVideos);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no stored video');
    expect(row).toMatchObject({ width: 480, height: 854 });
    expect(row.key).toMatch(/^videos\/[0-9a-f-]{36}\/[0-9a-f]{64}\.mp4$/);
    expect(row.duration_ms).toBeGreaterThan(1500);
    expect(row.duration_ms).toBeLessThan(2500);
    const file = await t.objects.get(row.key);
    expect(file?.size).toBe(row.bytes);
    expect(row.bytes).toBeGreaterThan(10_000);
    await file?.body.cancel();
    expect(row.poster_hash).toMatch(/^[0-9a-f]{64}$/);

    // The recipe API says where it plays; the player's range request gets the bytes it asked for.
    const [recipeA] = await t.db.db
      .select({ slug: schema.recipes.slug, id: schema.recipes.id })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, row.recipe_id));
    const recipe = (await (await t.app.request(`/api/recipes/${recipeA?.slug}`)).json()) as Recipe;
    expect(recipe.video).toMatchObject({
      url: `/media/${row.key}`,
      width: 480,
      height: 854,
      duration_seconds: row.duration_ms / 1000,
      poster: { hash: row.poster_hash },
    });
    const ranged = await t.app.request(recipe.video?.url ?? '', { headers: { Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('Content-Type')).toBe('video/mp4');
    expect(ranged.headers.get('Accept-Ranges')).toBe('bytes');
    expect(ranged.headers.get('Content-Range')).toBe(`bytes 0-99/${row.bytes}`);
    expect(ranged.headers.get('Cache-Control')).toContain('immutable');
    const etag = ranged.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const revalidated = await t.app.request(recipe.video?.url ?? '', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
    const poster = await t.app.request(recipe.video?.poster_url ?? '');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('Content-Type')).toMatch(/^image\//);
    // Recipes whose video was refused or is only a link have none to play.
    // The player kept as a link is the recipe's video_link; the refused file leaves neither.
    const others = await t.db.db
      .select({ slug: schema.recipes.slug, title: schema.recipes.title })
      .from(schema.recipes)
      .where(ne(schema.recipes.id, row.recipe_id))
      .orderBy(schema.recipes.title);
    const otherVideos = await Promise.all(
      others.map(async ({ slug }) => {
        const other = (await (await t.app.request(`/api/recipes/${slug}`)).json()) as Recipe;
        return [other.title, other.video, other.video_link];
      }),
    );
    expect(otherVideos).toEqual([
      ['B with a player', null, 'https://www.youtube.com/embed/x'],
      ['C with a fake clip', null, null],
    ]);
    expect(recipe.video_link).toBeNull();

    // Deleting the recipe drops its row at once (the address stops answering), and the sweep the file.
    const deleted = await t.app.request(`/api/admin/recipes/${row.recipe_id}`, asBrowser(cookie, 'DELETE'));
    expect(deleted.status).toBe(204);
    expect(await t.db.db.$count(schema.mediaVideos)).toBe(0);
    expect((await t.app.request(recipe.video?.url ?? '')).status).toBe(404);
    await sweepMediaObjects(t.db.db, t.objects, new Date(Date.now() + 2 * SWEEP_GRACE_MS));
    expect(await t.objects.get(row.key)).toBeNull();
  });
});
