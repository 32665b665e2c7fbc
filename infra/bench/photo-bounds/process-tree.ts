import { readdirSync, readFileSync } from 'node:fs';
import { rssMb } from '../load/bff-process.ts';

/** This process's children (the bff's photo workers), from /proc (Linux). */
function children(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {}
  }
  return found;
}

const rssOrZero = (pid: number) => {
  try {
    return rssMb(pid) || 0;
  } catch {
    return 0;
  }
};

/**
 * Proportional set size in MB: resident memory with each shared page (libvips and Node's own
 * code, mapped by every worker) split among the processes sharing it, so a sum counts it once.
 */
const pssMb = (pid: number) => {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Math.round(Number(rollup.match(/^Pss:\s+(\d+)\s+kB/m)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
};

/** The bff's resident memory in MB, and the memory of the bff with its photo workers (PSS summed). */
export function treeRss(pid: number): { bff: number; withWorkers: number; workers: number } {
  const kids = children(pid);
  const withWorkers = [pid, ...kids].reduce((sum, each) => sum + pssMb(each), 0);
  return { bff: rssOrZero(pid), withWorkers, workers: kids.length };
}

/** Samples treeRss until stopped; returns the peaks. */
export function samplePeaks(pid: number, everyMs = 50) {
  const peak = { bff: 0, withWorkers: 0, workers: 0 };
  const sample = () => {
    const now = treeRss(pid);
    peak.bff = Math.max(peak.bff, now.bff);
    peak.withWorkers = Math.max(peak.withWorkers, now.withWorkers);
    peak.workers = Math.max(peak.workers, now.workers);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The bff's RSS after it has rested `seconds` (the median of a few samples a second apart). */
export async function restingRss(pid: number, seconds: number) {
  await new Promise((wait) => setTimeout(wait, Math.max(0, seconds - 3) * 1000));
  const samples: ReturnType<typeof treeRss>[] = [];
  for (let n = 0; n < 3; n++) {
    samples.push(treeRss(pid));
    await new Promise((wait) => setTimeout(wait, 1000));
  }
  const median = (pick: (s: ReturnType<typeof treeRss>) => number) =>
    samples.map(pick).sort((a, b) => a - b)[1] as number;
  return { bff: median((s) => s.bff), withWorkers: median((s) => s.withWorkers) };
}

const TICKS_PER_SECOND = 100;
/** CPU seconds a process has used (user + system), and those of its children it has reaped. */
function cpuSeconds(pid: number): { own: number; reaped: number; nice: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state ppid … utime (14th) stime cutime cstime priority nice.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [utime = 0, stime = 0, cutime = 0, cstime = 0, , nice = 0] = fields.slice(11, 17);
    return { own: (utime + stime) / TICKS_PER_SECOND, reaped: (cutime + cstime) / TICKS_PER_SECOND, nice };
  } catch {
    return { own: 0, reaped: 0, nice: 0 };
  }
}

/**
 * CPU seconds spent by the bff, by its first-view photo workers (live ones and those that exited),
 * by its background-lane worker (the one at nice 19), and by these other processes (the
 * database's backends), since `start()`: what a job costs, whatever else shares the cores.
 */
export function cpuMeter(pid: number, others: () => Promise<number[]>) {
  const workersNow = (background: boolean) =>
    children(pid)
      .map(cpuSeconds)
      .filter((worker) => worker.nice >= 10 === background)
      .reduce((sum, worker) => sum + worker.own, 0);
  const othersNow = (pids: number[]) => pids.reduce((sum, other) => sum + cpuSeconds(other).own, 0);
  const now = (otherPids: number[]) => {
    const { own, reaped } = cpuSeconds(pid);
    return {
      bff: own,
      // A worker that exited is counted with the first view's: the background one rarely rests that long.
      workers: reaped + workersNow(false),
      background: workersNow(true),
      others: othersNow(otherPids),
    };
  };
  let start = { ...now([]), otherPids: [] as number[] };
  return {
    async start() {
      const otherPids = await others();
      start = { ...now(otherPids), otherPids };
    },
    async stop() {
      const end = now([...new Set([...start.otherPids, ...(await others())])]);
      return {
        bff: end.bff - start.bff,
        workers: end.workers - start.workers,
        background: Math.max(0, end.background - start.background),
        others: end.others - start.others,
      };
    },
  };
}
