import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONFIG = join(import.meta.dirname, 'nginx.conf');

export interface LocalProxy {
  url: string;
  close(): Promise<void>;
}

/** Whether nginx is installed here (Debian: `apt-get install nginx-light`). */
export function nginxInstalled(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/**
 * Runs the production proxy configuration (infra/proxy/nginx.conf) as it is, in front of these
 * bff addresses (`host:port`, one per replica) on a free local port, with its cache in a folder
 * of its own. Only what cannot be the same outside compose changes: addresses, port, paths.
 */
export async function startLocalProxy(replicas: [string, string]): Promise<LocalProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'vr-proxy-'));
  const port = await freePort();
  const config = readFileSync(CONFIG, 'utf8')
    .replace('server bff-1:3000', `server ${replicas[0]}`)
    .replace('server bff-2:3000', `server ${replicas[1]}`)
    .replace('listen 3000;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/viral', join(dir, 'cache'))
    .replace('worker_processes auto;', 'worker_processes 1;');
  writeFileSync(join(dir, 'nginx.conf'), config);
  // Root starts workers as `nobody` unless told otherwise; they must write the cache folder.
  const user = process.getuid?.() === 0 ? 'user root; ' : '';
  const child: ChildProcess = spawn(
    'nginx',
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      'stderr',
      '-g',
      `${user}daemon off; pid ${join(dir, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let printed = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${printed}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    async close() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
