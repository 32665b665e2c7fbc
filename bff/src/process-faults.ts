import type { Logger } from './logger.ts';

/**
 * An error no caller caught (a driver timer, a stream, a forgotten promise) is logged and the
 * process keeps serving: its state lives in the database, and every request and import step
 * starts afresh from it. Without these listeners Node exits, taking every request in flight with it.
 */
export function keepServingOnFaults(logger: Logger, target: NodeJS.Process = process): void {
  target.on('uncaughtException', (error, origin) => {
    logger.error({ err: error, origin }, 'uncaught exception; still serving');
  });
  target.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection; still serving');
  });
}
