import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readinessGate } from './readiness-gate.ts';

function appWhere(ready: { now: boolean }) {
  return new Hono()
    .use(readinessGate(() => ready.now))
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', (c) => c.json({ status: 'ready' }))
    .get('/api/recipes', (c) => c.json({ items: [] }));
}

describe('the bff before its database answered', () => {
  it('says it is alive, and answers everything else 503 with Retry-After', async () => {
    const app = appWhere({ now: false });
    expect((await app.request('/healthz')).status).toBe(200);
    for (const path of ['/readyz', '/api/recipes', '/']) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ error: { code: 'unavailable' } });
    }
  });

  it('serves once the database answered and the start-up steps ran', async () => {
    const ready = { now: false };
    const app = appWhere(ready);
    ready.now = true;
    expect((await app.request('/readyz')).status).toBe(200);
    expect(await (await app.request('/api/recipes')).json()).toEqual({ items: [] });
  });
});
