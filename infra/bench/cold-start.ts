// Times `npm start` on a fresh clone of this repository until the site answers, as a new
// developer would see it: install, build, migrate, seed, serve. Prints the seconds.
//   node infra/bench/cold-start.ts
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const port = 3950;
const clone = mkdtempSync(join(tmpdir(), 'vr-cold-'));
execFileSync('git', ['clone', '--quiet', repo, clone]);

const started = performance.now();
const server = spawn('npm', ['start'], {
  cwd: clone,
  env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', TURBO_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

let ready = false;
while (!ready && performance.now() - started < 15 * 60_000) {
  ready = await fetch(`http://127.0.0.1:${port}/api/recipes/popular`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await Promise.race([new Promise((r) => setTimeout(r, 500)), exited]);
  if (server.exitCode !== null) break;
}
const seconds = (performance.now() - started) / 1000;
if (server.pid) process.kill(-server.pid, 'SIGTERM');
await exited;
rmSync(clone, { recursive: true, force: true });
console.log(
  ready
    ? `Cold npm start on a fresh clone: ${seconds.toFixed(0)} s until the site answered`
    : 'npm start did not serve the site',
);
process.exit(ready ? 0 : 1);
