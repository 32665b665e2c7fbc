import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

const FORCE_AFTER_MS = 10_000;

export interface ShutdownSteps {
  /** Background work to stop as soon as the signal comes (the import worker). */
  stopBackgroundWork(): Promise<void>;
  /** What to release once no request is left (the database). */
  release(): Promise<void>;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections and background work, let in-flight
 * requests finish, then release the database. A second signal or a stuck request forces the exit.
 */
export function handleShutdown(server: Server, logger: Logger, steps: ShutdownSteps): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, FORCE_AFTER_MS).unref();
    const backgroundStopped = steps
      .stopBackgroundWork()
      .catch((error: unknown) => logger.error({ err: error }, 'error while stopping background work'));
    server.close(async () => {
      await backgroundStopped;
      await steps
        .release()
        .catch((error: unknown) => logger.error({ err: error }, 'error while closing the database'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
