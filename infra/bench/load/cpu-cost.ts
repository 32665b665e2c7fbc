import { readFileSync } from 'node:fs';
import type postgres from 'postgres';

/** CPU time (user + system) a process has used, in ms, from /proc (Linux, 100 ticks a second). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process has exited
  }
}

/** The PostgreSQL server processes serving connections to this database. */
export async function backendPids(sql: postgres.Sql, database: string): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`;
  return rows.map((row) => row.pid);
}

/**
 * CPU spent per request by the bff processes and by PostgreSQL while `run` loads them. On a
 * shared machine this holds steadier than latency, which also measures everyone else's load.
 */
export async function cpuPerRequest<T extends { requests: number }>(
  bffPids: number[],
  postgresPids: () => Promise<number[]>,
  run: () => Promise<T>,
): Promise<T & { bffCpuMs: number; dbCpuMs: number }> {
  const snapshot = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  /** CPU used since `before` by these processes; one started during the run counts from zero. */
  const usedSince = (before: Map<number, number>, pids: number[]) =>
    pids.reduce((total, pid) => total + cpuMs(pid) - (before.get(pid) ?? 0), 0);
  const [bffBefore, dbBefore] = [snapshot(bffPids), snapshot(await postgresPids())];
  const result = await run();
  const bffUsed = usedSince(bffBefore, bffPids);
  const dbUsed = usedSince(dbBefore, await postgresPids());
  const perRequest = (ms: number) => Math.round((ms / Math.max(result.requests, 1)) * 100) / 100;
  return { ...result, bffCpuMs: perRequest(bffUsed), dbCpuMs: perRequest(dbUsed) };
}
