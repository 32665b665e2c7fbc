import { utimes } from 'node:fs/promises';
import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { MediaMoveStep, MediaSweep } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, MEMBER, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const HASH = 'd'.repeat(64);

describe.each(testDatabaseKinds())('media store upkeep through the admin API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createAccounts(t);
    cookie = await signIn(t, ADMIN);
    // A photo stored by an earlier version: its file in the database.
    await t.db.db.insert(schema.mediaImages).values({
      hash: HASH,
      width: 640,
      height: 480,
      widths: [320],
      formats: ['jpeg'],
      placeholder: 'data:,',
      color: '#ffffff',
    });
    await t.db.db
      .insert(schema.mediaVariants)
      .values({ hash: HASH, width: 320, format: 'jpeg', content: new Uint8Array([255, 216, 255]) });
  });
  afterAll(() => t.close());

  const post = async (path: string, as = cookie) => t.app.request(path, asBrowser(as, 'POST', {}));

  it('moves photo files out of the database, serving them before and after', async () => {
    const before = await t.app.request(`/media/${HASH}/320.jpeg`);
    expect(new Uint8Array(await before.arrayBuffer())).toEqual(new Uint8Array([255, 216, 255]));

    const step: MediaMoveStep = await (await post('/api/admin/media/migrate')).json();
    expect(step).toEqual({ moved: 1, remaining: 0 });
    expect(await t.objects.get(`images/${HASH}/320.jpeg`)).toMatchObject({ size: 3 });
    const after = await t.app.request(`/media/${HASH}/320.jpeg`, { headers: { Range: 'bytes=1-' } });
    expect(after.status).toBe(206);
    expect(new Uint8Array(await after.arrayBuffer())).toEqual(new Uint8Array([216, 255]));
    expect(await (await post('/api/admin/media/migrate')).json()).toEqual({ moved: 0, remaining: 0 });
  });

  it('sweeps files no index row names', async () => {
    await t.objects.put('videos/orphan.mp4', new Uint8Array([1]), 'video/mp4');
    const old = new Date(Date.now() - 2 * 3_600_000);
    await utimes(`${t.objects.where}/videos/orphan.mp4`, old, old);
    const swept: MediaSweep = await (await post('/api/admin/media/sweep')).json();
    expect(swept).toEqual({ deleted: 1, abandoned: 0 });
    expect(await t.objects.get('videos/orphan.mp4')).toBeNull();
    expect(await t.objects.get(`images/${HASH}/320.jpeg`)).not.toBeNull();
  });

  it('is for administrators only', async () => {
    const member = await signIn(t, MEMBER);
    expect((await post('/api/admin/media/migrate', member)).status).toBe(403);
    expect((await post('/api/admin/media/sweep', member)).status).toBe(403);
    expect((await t.app.request('/api/admin/media/sweep', { method: 'POST' })).status).toBe(401);
  });
});
