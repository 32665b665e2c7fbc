import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { healthRoutes, READINESS_TIMEOUT_MS } from './health.routes.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the process alive and ready while the database answers', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('reports not ready, but still alive, once the database is gone', async () => {
    await t.db.close();
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
    expect((await t.app.request('/healthz')).status).toBe(200);
  });
});

describe('readiness against a database that never answers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after its own timeout and reports not ready', async () => {
    vi.useFakeTimers();
    const app = healthRoutes(() => new Promise<void>(() => {}));
    const answer = app.request('/readyz');
    await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS);
    const ready = await answer;
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
  });
});
