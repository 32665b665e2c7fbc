import { createTestDb } from '@viral/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerApp } from './worker-app.ts';

describe('a worker-only bff over HTTP', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let ready = false;
  let app: ReturnType<typeof createWorkerApp>;
  beforeAll(async () => {
    db = await createTestDb('pglite');
    app = createWorkerApp({ db, isReady: () => ready });
  });
  afterAll(() => db.close());

  it('answers the orchestrator probes: alive at once, ready once its start-up steps ran', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(503);
    ready = true;
    const readiness = await app.request('/readyz');
    expect(readiness.status).toBe(200);
    expect(await readiness.json()).toEqual({ status: 'ready' });
  });

  it('serves no page, API or media file', async () => {
    ready = true;
    for (const path of [
      '/',
      '/recipes/baked-feta-pasta',
      '/api/recipes',
      '/media/demo/baked-feta-pasta.svg',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await app.request('/api/admin/imports', { method: 'POST' })).status).toBe(404);
  });
});
