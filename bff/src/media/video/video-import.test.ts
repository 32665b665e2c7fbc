import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportWorker } from '../../import/jobs/import-worker.ts';
import type { ImportContext } from '../../import/preview-import.ts';
import { createLogger } from '../../logger.ts';
import { ADMIN, asBrowser, createAccounts, signIn } from '../../testing/auth-test-kit.ts';
import { file, type RecipeSite, recipePage, startRecipeSite } from '../../testing/doubles/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { makeClip } from '../../testing/test-clips.ts';
import { createVideoPreparer } from './prepare-video.ts';
import type { ClaimedVideoTask } from './video-tasks.ts';
import { findVideoTools, type VideoTools } from './video-tools.ts';
import { type VideoSink, VideoWorker } from './video-worker.ts';

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
  /** What the media store would have been given: each stored video's task and its files' sizes. */
  const stored: { task: ClaimedVideoTask; videoBytes: number; posterBytes: number }[] = [];
  const sink: VideoSink = {
    async store(task, video) {
      stored.push({
        task,
        videoBytes: (await stat(video.videoPath)).size,
        posterBytes: (await stat(video.posterPath)).size,
      });
    },
  };
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

  it('finishes the import without waiting for videos, then prepares them apart, refusing a fake', async () => {
    const res = await t.app.request(
      '/api/admin/imports',
      asBrowser(cookie, 'POST', { urls: ['/a', '/b', '/c'].map((path) => `${site.origin}${path}`) }),
    );
    const { id } = await res.json();
    // No video worker runs yet: the job completes all the same, its files waiting.
    const job = await vi.waitFor(
      async () => {
        const body = await (await t.app.request(`/api/admin/imports/${id}`, asBrowser(cookie))).json();
        if (body.status !== 'completed') throw new Error(`still ${body.status}`);
        return body;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(job.items.map((item: { status: string }) => item.status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect((await videosOf(id)).map(({ status, url }) => [status, url])).toEqual([
      ['pending', `${site.origin}/clip.mp4`],
      ['linked', 'https://www.youtube.com/embed/x'],
      ['pending', `${site.origin}/fake.mp4`],
    ]);

    videoWorker = new VideoWorker(
      t.db.db,
      createVideoPreparer(found, { allowHosts: t.config.importAllowHosts }),
      sink,
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
    expect(videos[0]?.probe).toMatchObject({
      width: 480,
      height: 854,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.videoBytes).toBeGreaterThan(10_000);
    expect(stored[0]?.posterBytes).toBeGreaterThan(1_000);
  });
});
