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
    return rssMb(pid);
  } catch {
    return 0;
  }
};

/** Resident memory in MB of the bff alone and of the bff with its photo workers. */
export function treeRss(pid: number): { bff: number; withWorkers: number; workers: number } {
  const bff = rssOrZero(pid);
  const kids = children(pid);
  return { bff, withWorkers: bff + kids.reduce((sum, kid) => sum + rssOrZero(kid), 0), workers: kids.length };
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
