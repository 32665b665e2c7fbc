import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/auth/demo-admin.ts';
import { type BffProcess, startBff } from '../src/testing/bff-process.ts';
import {
  createScratchDatabase,
  describeWithPostgres,
  type ScratchDatabase,
} from './support/scratch-database.ts';

const PUBLIC_URL = 'https://recipes.example';
/** Two starts in a row, each waiting up to 100 s to be ready on a busy machine. */
const START_TIMEOUT_MS = 240_000;

const demoSignIn = (baseUrl: string, origin: string) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO_ADMIN),
  });

/** A request with a Host header of our choosing, which fetch does not allow. */
function withHost(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  const url = new URL(path, baseUrl);
  return new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(url, { method: body ? 'POST' : 'GET', headers: { ...headers, host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

describeWithPostgres('demo mode across restarts on one database', () => {
  let database: ScratchDatabase;
  const running: BffProcess[] = [];
  beforeAll(async () => {
    database = await createScratchDatabase();
  });
  afterAll(async () => {
    await Promise.all(running.map((bff) => bff.stop('SIGKILL')));
    await database?.drop();
  });

  it(
    'warns loudly when DEMO=true exposes the demo admin beyond loopback',
    async () => {
      const exposed = await startBff({
        DATABASE_URL: database.url,
        HOST: '0.0.0.0',
        PUBLIC_URL,
        DEMO: 'true',
      });
      running.push(exposed);
      expect((await demoSignIn(exposed.url, PUBLIC_URL)).status).toBe(200);
      expect(exposed.output()).toMatch(/"level":40.*DEMO IS ON WHILE LISTENING BEYOND THIS MACHINE/);
      expect(await exposed.stop()).toBe(0);
    },
    START_TIMEOUT_MS,
  );

  it(
    'lets nobody sign in as the demo admin once restarted with demo off',
    async () => {
      const restarted = await startBff({ DATABASE_URL: database.url, DEMO: 'false' });
      running.push(restarted);
      const res = await demoSignIn(restarted.url, restarted.url);
      expect(res.status).toBe(401);
      expect((await fetch(`${restarted.url}/api/auth/demo-credentials`)).status).toBe(404);
    },
    START_TIMEOUT_MS,
  );

  it('on a loopback address, takes neither links nor an Origin from a foreign Host or another port', async () => {
    const bff = running.at(-1) as BffProcess;
    const port = new URL(bff.url).port;
    const sitemap = await withHost(bff.url, '/sitemap.xml', `evil.example:${port}`);
    expect(sitemap.text).toContain(`<loc>http://127.0.0.1:${port}/recipe/`);
    expect(sitemap.text).not.toContain('evil.example');
    const signIn = (host: string) =>
      withHost(
        bff.url,
        '/api/auth/login',
        host,
        { 'content-type': 'application/json', origin: `http://${host}` },
        JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
      );
    expect((await signIn(`evil.example:${port}`)).status).toBe(403);
    expect((await signIn(`localhost:${Number(port) + 1}`)).status).toBe(403);
    expect((await signIn(`localhost:${port}`)).status).toBe(401);
  });
});
