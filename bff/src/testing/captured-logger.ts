import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../logger.ts';

export interface CapturedLog {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A logger whose lines a test can read back, parsed. */
export function capturedLogger(): { logger: Logger; lines: CapturedLog[] } {
  const lines: CapturedLog[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}
