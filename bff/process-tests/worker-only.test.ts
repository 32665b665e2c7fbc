import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Recipe } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVideoTools } from '../src/media/video/video-tools.ts';
import { type BffProcess, startBff } from '../src/testing/bff-process.ts';
import { file, type RecipeSite, recipePage, startRecipeSite } from '../src/testing/doubles/index.ts';
import { makeClip } from '../src/testing/test-clips.ts';
import { ADMIN_ENV, signIn, startImport, waitForJob } from './support/admin-client.ts';
import {
  createScratchDatabase,
  describeWithPostgres,
  type ScratchDatabase,
} from './support/scratch-database.ts';

const tools = await findVideoTools();
if (!tools) console.warn('ffmpeg or ffprobe not found: the worker-only process test is skipped');

const videoStatus = async (database: ScratchDatabase) =>
  (await database.query<{ status: string }>('select status from video_tasks'))[0]?.status;

// A site that leaves videos to others (VIDEO_WORKERS=0) and a worker-only bff (BFF_ROLE=worker)
// on one PostgreSQL: the Kubernetes layout of infra/k8s/video-worker-deployment.yaml.
(tools ? describeWithPostgres : describe.skip)('a worker-only bff beside the site', () => {
  let database: ScratchDatabase;
  let recipes: RecipeSite;
  let clips: string;
  /** The media volume both mount, as compose's replicas do (Kubernetes uses a bucket). */
  let media: string;
  let site: BffProcess;
  let worker: BffProcess | undefined;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'worker-clips-'));
    const clip = await readFile(
      await makeClip(tools?.ffmpeg ?? '', clips, 'clip.mp4', { width: 320, height: 568, seconds: 2 }),
    );
    recipes = await startRecipeSite(({ path }) => {
      if (path === '/clip.mp4') return file(clip, 'video/mp4');
      if (path === '/with-a-clip')
        return recipePage('Noodles with a clip', {
          video: { '@type': 'VideoObject', name: 'How to', contentUrl: '/clip.mp4' },
        });
      return undefined;
    });
    database = await createScratchDatabase();
    media = await mkdtemp(join(tmpdir(), 'worker-media-'));
    site = await startBff({
      DATABASE_URL: database.url,
      DATA_DIR: media,
      IMPORT_ALLOW_HOSTS: recipes.host,
      VIDEO_WORKERS: '0',
      ...ADMIN_ENV,
    });
  });
  afterAll(async () => {
    await Promise.all([site?.stop('SIGKILL'), worker?.stop('SIGKILL')]);
    await recipes?.close();
    await database?.drop();
    for (const dir of [clips, media]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('prepares the video the site queued, serving no page itself, and the site plays it', async () => {
    const cookie = await signIn(site.url);
    const job = await waitForJob(
      site.url,
      cookie,
      await startImport(site.url, cookie, [`${recipes.origin}/with-a-clip`]),
      30_000,
    );
    expect(job.items.map((item) => item.status)).toEqual(['completed']);
    // The site queues the file and goes on: nobody prepares it yet.
    expect(await videoStatus(database)).toBe('pending');
    expect(recipes.hits('/clip.mp4')).toBe(0);

    worker = await startBff({
      DATABASE_URL: database.url,
      DATA_DIR: media,
      IMPORT_ALLOW_HOSTS: recipes.host,
      BFF_ROLE: 'worker',
      VIDEO_WORKERS: '1',
    });
    for (const path of ['/', '/api/recipes', '/api/auth/me'])
      expect((await fetch(`${worker.url}${path}`)).status, path).toBe(404);

    const deadline = Date.now() + 120_000;
    while ((await videoStatus(database)) !== 'stored') {
      if (Date.now() > deadline)
        throw new Error(`video still ${await videoStatus(database)}\n${worker.output()}`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
    expect(recipes.hits('/clip.mp4')).toBe(1);

    const [{ slug } = { slug: '' }] = await database.query<{ slug: string }>('select slug from recipes');
    const recipe = (await (await fetch(`${site.url}/api/recipes/${slug}`)).json()) as Recipe;
    expect(recipe.video).toMatchObject({ width: 320, height: 568 });
    const played = await fetch(`${site.url}${recipe.video?.url}`, { headers: { Range: 'bytes=0-99' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('Content-Type')).toBe('video/mp4');

    // Stopped, it exits cleanly, as a pod does on a rollout.
    expect(await worker.stop()).toBe(0);
  });
});
