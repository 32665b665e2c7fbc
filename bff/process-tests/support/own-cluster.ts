import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';

const run = promisify(execFile);
const VERSION = '15';

/** Whether this machine can create PostgreSQL clusters (Debian's postgresql-common, run as root). */
export const canCreateClusters = existsSync('/usr/bin/pg_createcluster') && process.getuid?.() === 0;

export type StopMode = 'fast' | 'immediate';

export interface OwnCluster {
  /** The cluster's `postgres` database, which the bff under test migrates and uses. */
  url: string;
  /** Returns once the server accepts connections (after crash recovery, if any). */
  start(): Promise<void>;
  /** `fast` ends sessions cleanly; `immediate` kills the server as a crash would. */
  stop(mode: StopMode): Promise<void>;
  query<T extends object>(text: string, params?: unknown[]): Promise<T[]>;
  /** Stops and removes the cluster and its data directory. */
  drop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own, on its own port and data directory, that a test may stop and
 * start at will without disturbing anyone else's database. Created stopped.
 */
export async function createOwnCluster(name: string, port: number): Promise<OwnCluster> {
  // A run that was killed may have left its cluster behind.
  await run('pg_dropcluster', ['--stop', VERSION, name]).catch(() => {});
  const home = mkdtempSync(join(tmpdir(), `vr-${name}-`));
  chmodSync(home, 0o755);
  const dropped = async () => {
    await run('pg_dropcluster', ['--stop', VERSION, name]).catch(() => {});
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await run('pg_createcluster', [
      VERSION,
      name,
      `--port=${port}`,
      `--datadir=${join(home, 'data')}`,
      '--start-conf=manual',
      // The machine never crashes in these tests, only PostgreSQL: what it wrote survives without fsync.
      '-o',
      'fsync=off',
      '--',
      '--auth=trust',
    ]);
  } catch (error) {
    await dropped();
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let client: postgres.Sql | undefined;
  return {
    url,
    start: () => run('pg_ctlcluster', [VERSION, name, 'start']).then(() => {}),
    stop: (mode) => run('pg_ctlcluster', [VERSION, name, 'stop', '-m', mode]).then(() => {}),
    async query<T extends object>(text: string, params: unknown[] = []) {
      client ??= postgres(url, { max: 1, onnotice: () => {} });
      return (await client.unsafe(text, params as never[])) as unknown as T[];
    },
    async drop() {
      await client?.end({ timeout: 1 });
      await dropped();
    },
  };
}
