import { type DbHandle, schema, seedDemoCatalogue } from '@viral/db';
import { createTestDb } from '@viral/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import type { TestApp } from '../testing/test-app.ts';
import { repositoryWebRoot } from './web-root.ts';

// The real server build of the shell and the remotes: a file of NEEDS_BUILT_SITE (vitest.config.ts).
const HIT = /cache;desc="hit"/;
const nonceOf = (res: Response) => res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];

describe('server-rendered pages kept for a few seconds', () => {
  let db: DbHandle;
  let t: Pick<TestApp, 'app' | 'db'>;
  let tag: typeof schema.tags.$inferSelect;
  const rename = (name: string) => db.db.update(schema.tags).set({ name }).where(eq(schema.tags.id, tag.id));

  beforeAll(async () => {
    db = await createTestDb('pglite');
    await seedDemoCatalogue(db.db);
    const app = createApp({
      db,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      logger: createLogger('silent'),
      webRoot: repositoryWebRoot(),
    });
    t = { app, db };
    await createAccounts(t as TestApp);
    const [first] = await db.db.select().from(schema.tags).where(eq(schema.tags.slug, 'dessert'));
    if (!first) throw new Error('the demo catalogue has #dessert');
    tag = first;
  });
  afterAll(() => db.close());

  it('answers an anonymous visitor again from the kept screen, each answer with a nonce of its own', async () => {
    const first = await t.app.request('/tag/dessert');
    expect(first.headers.get('server-timing')).not.toMatch(HIT);
    await rename('Puddings');
    const again = await t.app.request('/tag/dessert');
    expect(again.headers.get('server-timing')).toMatch(/^reads;dur=0\.0, render;dur=0\.0, cache;desc="hit"$/);
    const html = await again.text();
    expect(html).toContain('<title>#Dessert | Viral Recipes</title>');
    // Each answer's inline scripts carry its own nonce, and the kept screen carries neither.
    const [one, two] = [nonceOf(first), nonceOf(again)];
    expect(one).toBeTruthy();
    expect(two).not.toBe(one);
    expect(html).toContain(`nonce="${two}"`);
    expect(html).not.toContain(one);
    await rename('Dessert');
  });

  it('renders afresh for a signed-in request, and forgets every page when the back-office writes', async () => {
    await t.app.request('/tag/dessert');
    await rename('Sweets');
    const admin = await signIn(t as TestApp, ADMIN);
    const signedIn = await t.app.request('/tag/dessert', { headers: { Cookie: admin } });
    expect(signedIn.headers.get('server-timing')).not.toMatch(HIT);
    expect(await signedIn.text()).toContain('<title>#Sweets | Viral Recipes</title>');
    // The anonymous page is still the kept one, until an edit in the back-office.
    expect(await (await t.app.request('/tag/dessert')).text()).toContain(
      '<title>#Dessert | Viral Recipes</title>',
    );
    const edit = await t.app.request(
      `/api/admin/tags/${tag.id}`,
      asBrowser(admin, 'PATCH', { name: 'Dessert', description: 'Only the sweetest things.' }),
    );
    expect(edit.status).toBe(200);
    const after = await t.app.request('/tag/dessert');
    expect(after.headers.get('server-timing')).not.toMatch(HIT);
    expect(await after.text()).toContain('Only the sweetest things.');
  });

  it('never keeps a page whose subject is missing, nor the explore feed ranked for each browser', async () => {
    for (const path of ['/tag/no-such-tag', '/explore']) {
      await t.app.request(path);
      expect((await t.app.request(path)).headers.get('server-timing')).not.toMatch(HIT);
    }
  });
});
