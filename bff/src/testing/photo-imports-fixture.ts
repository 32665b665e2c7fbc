import type { TestDatabaseKind } from '@viral/db/testing';
import { ImportWorker } from '../import/jobs/import-worker.ts';
import { createLogger } from '../logger.ts';
import { PostgresMediaStore } from '../media/postgres-media-store.ts';
import { ADMIN, createAccounts, signIn } from './auth-test-kit.ts';
import { createTestApp } from './test-app.ts';
import { serveImages } from './test-images.ts';

type SiteFiles = Parameters<typeof serveImages>[0];

/** A JSON-LD recipe page whose photo is `image`. */
export const recipePage = (name: string, image: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name,
    image,
    recipeIngredient: ['400 g spaghetti', '4 cloves garlic'],
    recipeInstructions: ['Boil the spaghetti.', 'Toss with the garlic.'],
  })}</script></head></html>`;

/**
 * For the photo tests: a local site serving `photos` and, at each `[path, photo path]` of `pages`, a
 * recipe page showing that photo; an app that stores photos, an admin signed in, and an import
 * worker processing jobs.
 */
export async function startPhotoImports(
  kind: TestDatabaseKind,
  photos: SiteFiles,
  pages: (readonly [path: string, photo: string])[],
) {
  const files: SiteFiles = { ...photos };
  const site = await serveImages(files);
  for (const [path, photo] of pages)
    files[path] = { body: recipePage(path.slice(1), `${site.base}${photo}`), type: 'text/html' };
  const t = await createTestApp(kind, { IMPORT_ALLOW_HOSTS: site.host }, { storePhotos: true });
  await createAccounts(t);
  const cookie = await signIn(t, ADMIN);
  const worker = new ImportWorker(
    t.db.db,
    { policy: { allowHosts: [site.host] }, media: new PostgresMediaStore(t.db.db, t.objects) },
    createLogger('silent'),
    { pollMs: 50 },
  );
  worker.start();
  return {
    t,
    site,
    cookie,
    async close() {
      await worker.stop();
      await site.close();
      await t.close();
    },
  };
}
