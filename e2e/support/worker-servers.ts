// One production server, on a database of its own, per Playwright worker.
import { availableParallelism } from 'node:os';

const firstPort = Number(process.env.E2E_PORT ?? 3100);

/**
 * One more than the cores (three on this project's 2-core machines): a spec waits on page loads,
 * timers and its servers more than it computes, so two workers left the cores mostly idle.
 * E2E_WORKERS overrides (1 runs everything on one server).
 */
export const workerCount = Number(process.env.E2E_WORKERS ?? availableParallelism() + 1);

export const serverPort = (parallelIndex: number) => firstPort + parallelIndex;

export const serverUrl = (parallelIndex: number) => `http://127.0.0.1:${serverPort(parallelIndex)}`;
