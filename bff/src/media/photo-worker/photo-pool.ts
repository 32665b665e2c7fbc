import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MEDIA_WIDTHS } from '@viral/domain';

const WORKER_SCRIPT = fileURLToPath(new URL('./photo-worker.mjs', import.meta.url));
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((path) => existsSync(path));
const RSS_CHECK_MS = 50;

/** How a lane's worker processes are bounded. */
export interface PhotoPoolOptions {
  /** Worker processes at most; each decodes one photo at a time. */
  processes: number;
  /** A photo taking longer is refused and its worker killed. */
  timeoutMs: number;
  /** A worker whose resident memory passes this is killed, its photo refused. */
  maxRssBytes: number;
  /** Its address space (virtual memory) cap, through prlimit where the system has it. */
  maxAddressSpaceBytes: number;
  /** Sources larger than this are refused before they are decoded: width × height × channels × bytes a sample. */
  maxDecodedBytes: number;
  maxInputPixels: number;
  /** A worker with nothing to do this long exits, so a resting bff holds none. */
  idleMs: number;
  /** Scheduling priority (nice, 0-19): a background lane yields the cores to requests and imports. */
  nice: number;
}

/** A photo the worker would not or could not process; the message says why. */
export class PhotoRefusedError extends Error {}

/** What a worker is asked to do with a photo: its lane and that lane's own fields. */
export interface PhotoTask {
  lane: 'first-view' | 'later';
  [field: string]: unknown;
}

interface Job {
  message: PhotoTask & { bytes: Uint8Array };
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Worker {
  child: ChildProcess;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const residentBytes = (pid: number) => {
  try {
    // statm's second field: resident pages.
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
};

/**
 * Child processes that decode and encode photos, so that a hostile image can cost a worker but
 * never the bff: each is capped in address space, V8 heap, resident memory and time, and killed
 * when it overruns (the photo is refused with the reason). Jobs wait in order for a free worker.
 */
export class PhotoPool {
  private readonly options: PhotoPoolOptions;
  private readonly workers = new Set<Worker>();
  private readonly waiting: Job[] = [];

  constructor(options: PhotoPoolOptions) {
    this.options = options;
  }

  /** Worker processes running now (busy or idle). */
  get pids(): number[] {
    return [...this.workers].flatMap(({ child }) => (child.pid ? [child.pid] : []));
  }

  run<T>(task: PhotoTask, bytes: Uint8Array): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ message: { ...task, bytes }, resolve: resolve as Job['resolve'], reject });
      this.dispatch();
    });
  }

  /** Kills every worker; photos in hand are refused. */
  close(): void {
    for (const worker of this.workers) this.kill(worker, 'The photo worker was stopped');
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const idle = [...this.workers].find((worker) => !worker.job);
      const worker = idle ?? (this.workers.size < this.options.processes ? this.spawn() : undefined);
      if (!worker) return;
      this.start(worker, this.waiting.shift() as Job);
    }
  }

  private spawn(): Worker {
    const { maxAddressSpaceBytes, maxDecodedBytes, maxInputPixels } = this.options;
    const limits = JSON.stringify({ maxDecodedBytes, maxInputPixels, widths: MEDIA_WIDTHS });
    const node = [process.execPath, '--jitless', '--max-old-space-size=64', WORKER_SCRIPT, limits];
    const [command, ...args] = PRLIMIT ? [PRLIMIT, `--as=${maxAddressSpaceBytes}`, '--', ...node] : node;
    const child = spawn(command as string, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // None of the bff's settings (no database address, no keys): glibc's arenas only, which keep
      // 64 MB of address space each per thread; two are plenty for one photo at a time.
      env: { MALLOC_ARENA_MAX: '2' },
    });
    const worker: Worker = { child };
    this.workers.add(worker);
    if (this.options.nice && child.pid) setPriority(child.pid, this.options.nice);
    child.on('message', (reply: { ok: boolean; result?: unknown; reason?: string }) => {
      const { job } = worker;
      if (!job) return;
      this.finish(worker);
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new PhotoRefusedError(reply.reason));
      this.dispatch();
    });
    child.on('exit', () => {
      const { job } = worker;
      this.release(worker);
      this.workers.delete(worker);
      // Killed by the address-space cap or a crash of the decoder: the photo took it down.
      job?.reject(new PhotoRefusedError('The image needed more memory than a photo may use'));
      this.dispatch();
    });
    child.on('error', () => {});
    return worker;
  }

  private start(worker: Worker, job: Job): void {
    clearTimeout(worker.timer);
    worker.job = job;
    worker.child.ref();
    worker.child.channel?.ref();
    const { timeoutMs, maxRssBytes } = this.options;
    const started = Date.now();
    worker.timer = setInterval(() => {
      const pid = worker.child.pid ?? 0;
      if (Date.now() - started > timeoutMs)
        this.kill(worker, `The image took longer than ${timeoutMs / 1000} s to process`);
      else if (residentBytes(pid) > maxRssBytes)
        this.kill(worker, `The image needed more than ${Math.round(maxRssBytes / 1e6)} MB of memory`);
    }, RSS_CHECK_MS);
    worker.child.send(job.message);
  }

  /** The worker is free again: it waits for the next photo, and exits if none comes for a while. */
  private finish(worker: Worker): void {
    this.release(worker);
    worker.timer = setTimeout(() => this.kill(worker, ''), this.options.idleMs);
    worker.timer.unref();
  }

  /** Nothing of the bff waits on this worker any more: no job, no timer, no hold on the event loop. */
  private release(worker: Worker): void {
    clearInterval(worker.timer);
    worker.job = undefined;
    worker.child.unref();
    worker.child.channel?.unref();
  }

  private kill(worker: Worker, reason: string): void {
    const { job } = worker;
    this.release(worker);
    this.workers.delete(worker);
    const { child } = worker;
    child.removeAllListeners('exit');
    // The photo is refused once its worker is gone, not merely told to go.
    if (child.exitCode !== null || child.signalCode !== null) job?.reject(new PhotoRefusedError(reason));
    else child.once('exit', () => job?.reject(new PhotoRefusedError(reason)));
    child.kill('SIGKILL');
    this.dispatch();
  }
}
