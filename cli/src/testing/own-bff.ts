// A bff of its own on a throw-away embedded database with the demo catalogue (the idea of
// e2e/support/own-bff.ts), allowed to fetch only the local page site.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface OwnBff {
  url: string;
  stop(): Promise<void>;
}

const server = fileURLToPath(new URL('../../../bff/src/server.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bff exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`bff not ready at ${url} after ${timeoutMs} ms`);
}

export async function startOwnBff(allowHost: string): Promise<OwnBff> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'recipes-cli-bff-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [server], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      IMPORT_ALLOW_HOSTS: allowHost,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${url}/readyz`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
