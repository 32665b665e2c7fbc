import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import {
  type AdminRecipeVideoResponse,
  type DashboardStats,
  type ImportJobDetail,
  VIDEO_IMPORT_OFF_REASON,
} from '@viral/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportWorker } from '../import/jobs/import-worker.ts';
import { createLogger } from '../logger.ts';
import { videoObjectKey } from '../media/video-object-key.ts';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { file, type RecipeSite, recipePage, startRecipeSite } from '../testing/doubles/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const { mediaVideos, videoTasks } = schema;
const HASH = 'a'.repeat(64);

describe.each(testDatabaseKinds())('a recipe video in the back-office on %s', (kind) => {
  let site: RecipeSite;
  /** With video import on (ffmpeg found): files are queued. */
  let t: TestApp;
  /** Without ffmpeg: files are refused with the reason. */
  let off: TestApp;
  let cookie: string;
  let offCookie: string;
  let recipeId: string;
  const queued = vi.fn();

  const videoOf = async (app: TestApp, id: string, as = cookie) => {
    const res = await app.app.request(`/api/admin/recipes/${id}/video`, asBrowser(as));
    expect(res.status).toBe(200);
    return ((await res.json()) as AdminRecipeVideoResponse).video;
  };
  const replace = (app: TestApp, id: string, body: unknown, as = cookie) =>
    app.app.request(`/api/admin/recipes/${id}/video`, asBrowser(as, 'PUT', body));
  /** A stored video as the video worker leaves one: its file in the store, its row, its task. */
  const storeVideo = async (app: TestApp, id: string) => {
    const key = videoObjectKey(id, HASH);
    await app.objects.put(key, new Uint8Array(2048).fill(7), 'video/mp4');
    await app.db.db
      .insert(mediaVideos)
      .values({ recipe_id: id, key, duration_ms: 3000, width: 320, height: 240, bytes: 2048 });
    await app.db.db
      .insert(videoTasks)
      .values({ recipe_id: id, url: `${site.origin}/old.mp4`, format: 'mp4', status: 'stored' });
    return key;
  };
  const rowsOf = async (app: TestApp, id: string) => ({
    stored: await app.db.db.$count(mediaVideos, eq(mediaVideos.recipe_id, id)),
    tasks: await app.db.db.$count(videoTasks, eq(videoTasks.recipe_id, id)),
  });

  beforeAll(async () => {
    site = await startRecipeSite(({ path }) => {
      if (path === '/clip.mp4') return file(Buffer.alloc(100), 'video/mp4');
      if (path === '/with-clip')
        return recipePage('Dish With A Clip', {
          video: { '@type': 'VideoObject', name: 'How to', contentUrl: '/clip.mp4' },
        });
      if (path === '/with-player')
        return recipePage('Dish With A Player', {
          video: { '@type': 'VideoObject', embedUrl: 'https://www.youtube.com/embed/x' },
        });
      return recipePage(`Dish ${path.slice(1)}`);
    });
    t = await createTestApp(
      kind,
      { IMPORT_ALLOW_HOSTS: site.host },
      { imports: { policy: { allowHosts: [site.host] }, videos: { queued } } },
    );
    off = await createTestApp(kind, { IMPORT_ALLOW_HOSTS: site.host });
    for (const app of [t, off]) await createAccounts(app);
    [cookie, offCookie] = await Promise.all([signIn(t, ADMIN), signIn(off, ADMIN)]);
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
    await site?.close();
  });
  beforeEach(async () => {
    await t.db.db.delete(schema.recipes);
    const { recipeIds } = await insertCatalogue(t.db.db, [], [{ title: 'Plain Rice' }, { title: 'Other' }]);
    recipeId = recipeIds.get('Plain Rice') ?? '';
    queued.mockClear();
  });

  it('reads no video for a recipe without one, and 404 for a recipe that does not exist', async () => {
    expect(await videoOf(t, recipeId)).toBeNull();
    const missing = await t.app.request(
      '/api/admin/recipes/00000000-0000-4000-8000-000000000009/video',
      asBrowser(cookie),
    );
    expect(missing.status).toBe(404);
  });

  it('reads a stored video with its size, duration and where it plays', async () => {
    const key = await storeVideo(t, recipeId);
    expect(await videoOf(t, recipeId)).toMatchObject({
      status: 'stored',
      reason: null,
      source_url: `${site.origin}/old.mp4`,
      stored: { url: `/media/${key}`, bytes: 2048, width: 320, height: 240, duration_seconds: 3 },
    });
  });

  it('removes a video: no row, no task, no file, the address stops answering; a second remove is a 404', async () => {
    const key = await storeVideo(t, recipeId);
    expect((await t.app.request(`/media/${key}`)).status).toBe(200);
    const res = await t.app.request(`/api/admin/recipes/${recipeId}/video`, asBrowser(cookie, 'DELETE'));
    expect(res.status).toBe(204);
    expect(await rowsOf(t, recipeId)).toEqual({ stored: 0, tasks: 0 });
    expect(await t.objects.get(key)).toBeNull();
    expect((await t.app.request(`/media/${key}`)).status).toBe(404);
    expect(await videoOf(t, recipeId)).toBeNull();
    const again = await t.app.request(`/api/admin/recipes/${recipeId}/video`, asBrowser(cookie, 'DELETE'));
    expect(again.status).toBe(404);
    const [audit] = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'recipe.video.remove'));
    expect(audit?.details).toMatchObject({ id: recipeId, url: `${site.origin}/old.mp4` });
  });

  it('replaces a video from a file address: the old one stops playing at once, the new one is queued for the workers', async () => {
    const key = await storeVideo(t, recipeId);
    const res = await replace(t, recipeId, { url: `${site.origin}/clip.mp4` });
    expect(res.status).toBe(202);
    expect(((await res.json()) as AdminRecipeVideoResponse).video).toMatchObject({
      status: 'pending',
      reason: null,
      source_url: `${site.origin}/clip.mp4`,
      stored: null,
    });
    expect(queued).toHaveBeenCalledOnce();
    expect(await rowsOf(t, recipeId)).toEqual({ stored: 0, tasks: 1 });
    expect(await t.objects.get(key)).toBeNull();
    const [task] = await t.db.db.select().from(videoTasks).where(eq(videoTasks.recipe_id, recipeId));
    expect(task).toMatchObject({ attempts: 0, claimed_by: null, format: 'mp4', job_id: null });
  });

  it('keeps a player address as a link, fetching nothing', async () => {
    const res = await replace(t, recipeId, { url: 'https://www.youtube.com/embed/abc' });
    expect(res.status).toBe(202);
    expect(((await res.json()) as AdminRecipeVideoResponse).video).toMatchObject({
      status: 'linked',
      source_url: 'https://www.youtube.com/embed/abc',
    });
    expect(queued).not.toHaveBeenCalled();
  });

  it.each([
    ['not an address', 'clip.mp4', /url: must be an http\(s\) address/],
    ['another scheme', 'file:///etc/passwd', /url: must be an http\(s\) address/],
    ['a private address', 'http://10.0.0.8/clip.mp4', /10\.0\.0\.8 is not a public address/],
    [
      'this machine by name',
      'http://localhost:9/clip.mp4',
      /localhost resolves to an address that is not public/,
    ],
    ['credentials', 'https://user:pw@cdn.example/clip.mp4', /credentials/],
  ])('refuses %s with a 400 naming why, changing nothing', async (_, url, message) => {
    const key = await storeVideo(t, recipeId);
    const res = await replace(t, recipeId, { url });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    expect(await rowsOf(t, recipeId)).toEqual({ stored: 1, tasks: 1 });
    expect(await t.objects.get(key)).not.toBeNull();
    expect(queued).not.toHaveBeenCalled();
  });

  it('refuses a file when video import is off, saying so, and still keeps a link', async () => {
    const { recipeIds } = await insertCatalogue(off.db.db, [], [{ title: `Off ${Date.now()}` }]);
    const [id] = [...recipeIds.values()] as [string];
    const res = await replace(off, id, { url: `${site.origin}/clip.mp4` }, offCookie);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      VIDEO_IMPORT_OFF_REASON,
    );
    expect(await rowsOf(off, id)).toEqual({ stored: 0, tasks: 0 });
    const link = await replace(off, id, { url: 'https://vimeo.com/123' }, offCookie);
    expect(link.status).toBe(202);
  });

  it('deleting a recipe deletes its video file at once', async () => {
    const key = await storeVideo(t, recipeId);
    const res = await t.app.request(`/api/admin/recipes/${recipeId}`, asBrowser(cookie, 'DELETE'));
    expect(res.status).toBe(204);
    expect(await t.db.db.$count(mediaVideos)).toBe(0);
    expect(await t.objects.get(key)).toBeNull();
  });

  it.each(['recipes', 'everything'])(
    'purging %s leaves no video row and deletes the files',
    async (target) => {
      const other = (await t.db.db.select({ id: schema.recipes.id }).from(schema.recipes)).find(
        (r) => r.id !== recipeId,
      );
      const keys = [await storeVideo(t, recipeId), await storeVideo(t, other?.id ?? '')];
      const res = await t.app.request(
        '/api/admin/purge',
        asBrowser(cookie, 'POST', { target, confirm: 'DELETE' }),
      );
      expect(res.status).toBe(200);
      expect(await t.db.db.$count(mediaVideos)).toBe(0);
      expect(await t.db.db.$count(videoTasks)).toBe(0);
      // The answer does not wait for the files; they go right after it.
      await vi.waitFor(async () => {
        for (const key of keys) expect(await t.objects.get(key)).toBeNull();
      });
    },
  );

  it('counts recipes with a stored video on the dashboard', async () => {
    const stats = async () =>
      (await (await t.app.request('/api/admin/stats', asBrowser(cookie))).json()) as DashboardStats;
    expect((await stats()).withVideo).toBe(0);
    await storeVideo(t, recipeId);
    expect(await stats()).toMatchObject({ total: 2, withVideo: 1 });
  });

  it("gives each imported item its video's outcome: a link kept, a file queued or refused when import is off", async () => {
    const importOn = async (app: TestApp, as: string, paths: string[]) => {
      const worker = new ImportWorker(
        app.db.db,
        { policy: { allowHosts: [site.host] }, ...(app === t && { videos: { queued } }) },
        createLogger('silent'),
        { pollMs: 50 },
      );
      worker.start();
      try {
        const started = await app.app.request(
          '/api/admin/imports',
          asBrowser(as, 'POST', { urls: paths.map((path) => `${site.origin}${path}`) }),
        );
        const { id } = (await started.json()) as ImportJobDetail;
        return await vi.waitFor(
          async () => {
            const job = (await (
              await app.app.request(`/api/admin/imports/${id}`, asBrowser(as))
            ).json()) as ImportJobDetail;
            if (job.status !== 'completed') throw new Error(job.status);
            return job;
          },
          { timeout: 15_000, interval: 100 },
        );
      } finally {
        await worker.stop();
      }
    };
    const on = await importOn(t, cookie, ['/with-clip', '/with-player', '/plain']);
    expect(on.items.map((item) => item.video)).toEqual([
      { status: 'pending', reason: null },
      { status: 'linked', reason: null },
      null,
    ]);
    const offJob = await importOn(off, offCookie, ['/with-clip', '/with-player']);
    expect(offJob.items.map((item) => item.video)).toEqual([
      { status: 'refused', reason: VIDEO_IMPORT_OFF_REASON },
      { status: 'linked', reason: null },
    ]);
    // The same page again is 'Already imported': another item's recipe, whose video is not its own.
    const again = await importOn(off, offCookie, ['/with-clip']);
    expect(again.items[0]).toMatchObject({ status: 'skipped', video: null });
  });
});
