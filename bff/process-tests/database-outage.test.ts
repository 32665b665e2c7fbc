import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BffProcess, startBff } from '../src/testing/bff-process.ts';
import {
  createScratchDatabase,
  describeWithPostgres,
  type ScratchDatabase,
} from './support/scratch-database.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const VISITOR = { 'x-session-id': 'outage-test-visitor-0001' };
/**
 * Far under the test timeout. A refused connection fails at once; a silent one only after the
 * bff's statement limit (10 s) and margin (2 s), as nothing else tells a slow query from a lost one.
 */
const PROMPT_MS = 15_000;

const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(PROMPT_MS) });
const like = (url: string) =>
  fetch(url, { method: 'POST', headers: VISITOR, signal: AbortSignal.timeout(PROMPT_MS) });

async function waitUntilReady(bff: BffProcess) {
  for (let tries = 0; tries < 100; tries++) {
    if ((await get(`${bff.url}/readyz`)).status === 200) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error('never ready again');
}

describeWithPostgres('a bff whose database goes away and comes back', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let bff: BffProcess;
  let recipe: string;
  beforeAll(async () => {
    database = await createScratchDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    bff = await startBff({ DATABASE_URL: target.toString(), DEMO: 'true' });
    const list = (await (await get(`${bff.url}/api/recipes?limit=1`)).json()) as { items: { id: string }[] };
    recipe = list.items[0]?.id ?? '';
  });
  afterAll(async () => {
    await bff?.stop();
    await proxy?.close();
    await database?.drop();
  });

  const expectUnavailable = async () => {
    const ready = await get(`${bff.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await get(`${bff.url}/healthz`)).status).toBe(200);
    for (const res of [
      await get(`${bff.url}/api/recipes`),
      await like(`${bff.url}/api/recipes/${recipe}/like`),
    ]) {
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    }
  };

  it('answers 503 promptly while PostgreSQL refuses connections, and recovers without a restart', async () => {
    const liked = await like(`${bff.url}/api/recipes/${recipe}/like`);
    expect(await liked.json()).toMatchObject({ liked: true });

    proxy.cut();
    await expectUnavailable();
    proxy.restore();
    await waitUntilReady(bff);

    const mine = await fetch(`${bff.url}/api/recipes/${recipe}/interactions`, { headers: VISITOR });
    expect(await mine.json()).toMatchObject({ isLiked: true });
  });

  it('answers 503 promptly while the network to PostgreSQL is silent, and recovers without a restart', async () => {
    proxy.stall();
    await expectUnavailable();
    proxy.restore();
    await waitUntilReady(bff);
    expect((await get(`${bff.url}/api/recipes?limit=1`)).status).toBe(200);
    expect(bff.child.exitCode).toBeNull();
  });
});
