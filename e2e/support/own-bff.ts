// A bff of its own, on a throw-away embedded database with the demo catalogue, for specs that
// delete or purge: the shared server on port 3100 must keep its catalogue for every other spec.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface OwnBff {
  baseURL: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bff exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`bff not ready at ${url} after ${timeoutMs} ms`);
}

/** `env` adds to or overrides the bff's environment, e.g. a remotes file. */
export async function startOwnBff(env: Record<string, string> = {}): Promise<OwnBff> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vr-e2e-own-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../bff/src/server.ts')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${baseURL}/readyz`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
