import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((path) => existsSync(path));
const NICE = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path));
const WATCH_MS = 100;
/** What is kept of a child's output: ffprobe's JSON fits many times; stderr's last lines say why it failed. */
const MAX_STDOUT_BYTES = 1024 * 1024;
const STDERR_TAIL_BYTES = 4096;

/** How one run of a decoder is bounded. */
export interface ProcessBounds {
  /** Wall-clock limit: the child is killed past it. */
  timeoutMs: number;
  /** Address-space cap (prlimit --as), so an allocation past it fails inside the child. */
  maxAddressSpaceBytes: number;
  /** Resident memory past which the child is killed (the cap above bounds it too, more coarsely). */
  maxRssBytes: number;
  /** CPU seconds (prlimit --cpu): the kernel ends the child past them, even one this process left behind. */
  maxCpuSeconds: number;
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The child's peak resident memory as last read from /proc (VmHWM), 0 where there is none. */
  peakRssBytes: number;
}

/** Children running now: killed with this process, so none outlives the bff that started it. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A run that overran a bound; the message says which, for the admin. */
export class ProcessBoundError extends Error {}

function peakResident(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `command` (an absolute path) as a bounded child: capped address space, lowest CPU
 * priority (nice 19, set before it runs), no stdin, none of the bff's environment (no database
 * address, no keys), a wall-clock limit and a resident-memory watch that kill it when overrun.
 * prlimit and nice exec into the command, so the watched pid is the decoder's own.
 */
export function runBounded(command: string, args: string[], bounds: ProcessBounds): Promise<ProcessResult> {
  const niced = NICE ? [NICE, '-n', '19', command, ...args] : [command, ...args];
  const limits = [`--as=${bounds.maxAddressSpaceBytes}`, `--cpu=${bounds.maxCpuSeconds}`];
  const [program, ...argv] = PRLIMIT ? [PRLIMIT, ...limits, '--', ...niced] : niced;
  return new Promise((resolve, reject) => {
    const child = spawn(program as string, argv, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // glibc's arenas keep 64 MB of address space per thread; two are plenty for one decode.
      env: { MALLOC_ARENA_MAX: '2' },
    });
    live.add(child);
    let stdout = '';
    let stderr = '';
    let peakRssBytes = 0;
    let overrun: string | undefined;
    const stop = (reason: string) => {
      overrun ??= reason;
      child.kill('SIGKILL');
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.length > MAX_STDOUT_BYTES) stop('The decoder wrote more output than a video could need');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    const started = Date.now();
    const watch = setInterval(() => {
      peakRssBytes = Math.max(peakRssBytes, peakResident(child.pid ?? 0));
      if (Date.now() - started > bounds.timeoutMs)
        stop(`The video took longer than ${Math.round(bounds.timeoutMs / 1000)} s to process`);
      else if (peakRssBytes > bounds.maxRssBytes)
        stop(`The video needed more than ${Math.round(bounds.maxRssBytes / 1e6)} MB of memory to process`);
    }, WATCH_MS);
    child.on('error', (error) => {
      live.delete(child);
      clearInterval(watch);
      reject(error);
    });
    child.on('close', (code, signal) => {
      live.delete(child);
      clearInterval(watch);
      if (signal === 'SIGXCPU' || signal === 'SIGKILL')
        overrun ??= 'The video needed more processing time than a video may use';
      if (overrun) reject(new ProcessBoundError(overrun));
      else resolve({ code, stdout, stderr, peakRssBytes });
    });
  });
}
