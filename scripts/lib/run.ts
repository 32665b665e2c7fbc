import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command in the repository, streaming its output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

function workspaceManifests(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return ['package.json', 'package-lock.json', ...workspaces.map((w) => join(w, 'package.json'))].map((p) =>
    join(repoRoot, p),
  );
}

/** Installs dependencies when there are none yet or a manifest changed since the last install. */
export async function ensureDependencies(): Promise<void> {
  const installedMarker = join(repoRoot, 'node_modules', '.package-lock.json');
  const installedAt = existsSync(installedMarker) ? statSync(installedMarker).mtimeMs : 0;
  const stale = workspaceManifests().some((file) => existsSync(file) && statSync(file).mtimeMs > installedAt);
  if (!stale) return;
  console.log('Installing dependencies…');
  // `npm install` (from the lock) rather than `npm ci`: npm 11 leaves other platforms' optional
  // binaries out of a workspace lock, and `npm ci` then refuses it as out of sync.
  await run('npm', ['install', '--no-audit', '--no-fund']);
}

export const turbo = (args: string[]) =>
  run('npx', ['--no-install', 'turbo', ...args], {
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
  });
