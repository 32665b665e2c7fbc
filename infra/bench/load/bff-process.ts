import { readFileSync } from 'node:fs';
import { type BffProcess, startBff } from '@viral/bff/testing';

/**
 * One bff for the benchmark on this database. BENCH_BFF_SERVER runs another copy of the server (e.g.
 * an older version, to compare); BENCH_BFF_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles
 * it; DATABASE_POOL_SIZE, when set, reaches it as it does the direct rows.
 */
export function startBenchBff(databaseUrl: string): Promise<BffProcess> {
  const poolSize = process.env.DATABASE_POOL_SIZE;
  return startBff(
    { DATABASE_URL: databaseUrl, ...(poolSize && { DATABASE_POOL_SIZE: poolSize }) },
    {
      ...(process.env.BENCH_BFF_SERVER && { entry: process.env.BENCH_BFF_SERVER }),
      nodeArgs: process.env.BENCH_BFF_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    },
  );
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** Samples the resident memory of these processes until stopped; returns each one's peak. */
export function sampleRss(pids: number[], everyMs = 200) {
  const peaks = pids.map((pid) => rssMb(pid));
  const timer = setInterval(() => {
    pids.forEach((pid, i) => {
      peaks[i] = Math.max(peaks[i] as number, rssMb(pid));
    });
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peaks;
    },
  };
}
