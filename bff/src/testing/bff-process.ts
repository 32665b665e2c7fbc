import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

/**
 * Node's compile cache (`NODE_COMPILE_CACHE`) for the bff processes tests start: every start after
 * the first reuses the compiled code of the bff and its dependencies, about a third of a start's
 * CPU. It lives with the clone's dependencies, so a clean clone starts without one; Node checks
 * each entry against its source and compiles a changed file afresh.
 */
export const COMPILE_CACHE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/node-compile-cache', import.meta.url),
);

export interface BffProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed so far, for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM (or the signal given) and wait for the exit; a no-op once it exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface BffLaunch {
  /** Another copy of server.ts (the benchmark compares an older version). */
  entry?: string;
  /** Node's own options, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** What to wait for before handing the process over: ready to serve, or only alive (no database yet). */
  waitFor?: '/readyz' | '/healthz';
}

/** Starts `node bff/src/server.ts` on a free port with only the given settings, and waits until it is ready. */
export async function startBff(
  env: Record<string, string>,
  { entry = serverEntry, nodeArgs = [], waitFor = '/readyz' }: BffLaunch = {},
): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      PATH: process.env.PATH,
      NODE_COMPILE_CACHE: COMPILE_CACHE_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: 'false',
      // Transcoding demo clips would cost every test process CPU; a test about them turns them on.
      DEMO_VIDEOS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A test run that dies must not leave servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      done(code);
    }),
  );
  const bff: BffProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    await waitUntilAnswering(bff, waitFor, 100_000);
  } catch (error) {
    await bff.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${printed}`);
  }
  return bff;
}

async function waitUntilAnswering(bff: BffProcess, path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (bff.child.exitCode !== null) throw new Error(`bff exited with ${bff.child.exitCode}`);
    const ready = await fetch(`${bff.url}${path}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 150));
  }
  throw new Error(`bff not answering ${path} at ${bff.url} after ${timeoutMs} ms`);
}

/** Starts replicas together, as an orchestrator does; if one fails, none is left running. */
export async function startBffs(count: number, env: Record<string, string>): Promise<BffProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startBff(env)));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((bff) => bff.stop('SIGKILL')));
    throw failed.reason;
  }
  return running;
}

/**
 * A bff of its own on a throw-away embedded database seeded with the demo catalogue, for suites
 * that change data (end-to-end specs, the CLI's tests); its folder goes when it stops.
 */
export async function startEmbeddedBff(env: Record<string, string> = {}): Promise<BffProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vr-own-bff-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let bff: BffProcess;
  try {
    bff = await startBff({ DATA_DIR: dataDir, DEMO: 'true', ...env });
  } catch (error) {
    removeData();
    throw error;
  }
  void bff.exited.then(removeData);
  return bff;
}
