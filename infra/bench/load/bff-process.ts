import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** BENCH_BFF_SERVER runs another copy of the server (e.g. an older version, to compare). */
const serverPath =
  process.env.BENCH_BFF_SERVER ?? fileURLToPath(new URL('../../../bff/src/server.ts', import.meta.url));

/** Starts one bff on this port and resolves once it answers /readyz. */
export async function startBff(databaseUrl: string, port: number): Promise<ChildProcess> {
  // e.g. BENCH_BFF_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the bff under load.
  const nodeArgs = process.env.BENCH_BFF_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const bff = spawn(process.execPath, [...nodeArgs, serverPath], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return bff;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the bff on port ${port} did not become ready`);
}

/** Stops a bff and waits for it to exit (so a CPU profile, if asked for, is written). */
export async function stopBff(bff: ChildProcess): Promise<void> {
  if (bff.exitCode !== null) return;
  const exited = new Promise((resolve) => bff.once('exit', resolve));
  bff.kill('SIGTERM');
  await exited;
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
