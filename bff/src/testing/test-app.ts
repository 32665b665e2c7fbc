import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { DbHandle } from '@viral/db';
import { createTestDb, type TestDatabaseKind } from '@viral/db/testing';
import { type AppDeps, createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { DiskObjectStore } from '../media/objects/disk-object-store.ts';
import { PostgresMediaStore } from '../media/postgres-media-store.ts';
import type { WebRoot } from '../web/web-root.ts';
import { typedClient } from './typed-client.ts';

export const FAKE_HASHED_CHUNK = 'main.0123456789.js';
/** A remote's chunk the build also wrote brotli-compressed beside it (`.br`), and its text. */
export const FAKE_PRECOMPRESSED_CHUNK = {
  path: '/mf/feed/TagPage.fedcba9876.js',
  text: `export const tags = ${JSON.stringify('#pasta '.repeat(600))};`,
};

/** A built-site look-alike, so static-serving tests do not depend on a frontend build. */
export function createFakeWebRoot(): WebRoot & { cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'vr-web-'));
  const dir = (name: string) => {
    const path = join(root, name);
    mkdirSync(path, { recursive: true });
    return path;
  };
  const shellDir = dir('shell');
  writeFileSync(
    join(shellDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><!--viral-runtime-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(shellDir, FAKE_HASHED_CHUNK), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const feedDir = dir('feed');
  writeFileSync(join(feedDir, 'remoteEntry.js'), 'var mf_feed;');
  writeFileSync(join(feedDir, 'mf-manifest.json'), '{"id":"mf_feed"}');
  writeFileSync(join(feedDir, 'HomePage.abcdef1234.js'), 'export {};');
  const precompressed = join(feedDir, FAKE_PRECOMPRESSED_CHUNK.path.split('/').at(-1) ?? '');
  writeFileSync(precompressed, FAKE_PRECOMPRESSED_CHUNK.text);
  writeFileSync(`${precompressed}.br`, brotliCompressSync(FAKE_PRECOMPRESSED_CHUNK.text));
  const mediaDir = dir('media');
  writeFileSync(join(mediaDir, 'dish.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    shellDir,
    remotes: {
      mf_feed: { urlPrefix: '/mf/feed', dir: feedDir },
      mf_recipe: { urlPrefix: '/mf/recipe', dir: dir('recipe') },
      mf_admin: { urlPrefix: '/mf/admin', dir: dir('admin') },
    },
    mediaDir,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  /** The typed client over `app`, as the frontends call it. */
  api: ReturnType<typeof typedClient>;
  db: DbHandle;
  config: Config;
  /** Where this app's media files go: a folder of its own, removed on close. */
  objects: DiskObjectStore;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: TestDatabaseKind = 'pglite',
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'imports'> & { storePhotos?: boolean } = {},
): Promise<TestApp> {
  const db = await createTestDb(kind);
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const webRoot = createFakeWebRoot();
  const { storePhotos, ...rest } = deps;
  const objectsDir = mkdtempSync(join(tmpdir(), 'vr-objects-'));
  const objects = new DiskObjectStore(objectsDir);
  // Photos are stored only where a test asks, so no other test fetches the images its pages name.
  const imports = storePhotos
    ? { policy: { allowHosts: config.importAllowHosts }, media: new PostgresMediaStore(db.db, objects) }
    : rest.imports;
  const app = createApp({ db, config, logger: createLogger('silent'), webRoot, objects, ...rest, imports });
  return {
    app,
    api: typedClient(app),
    db,
    config,
    objects,
    async close() {
      webRoot.cleanup();
      rmSync(objectsDir, { recursive: true, force: true });
      await db.close().catch(() => {}); // a test may have closed it already
    },
  };
}
