import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const faults = fileURLToPath(new URL('./process-faults.ts', import.meta.url));
const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** A process that throws from a timer and forgets a rejected promise, then goes on working. */
const faultyProgram = `
  const { keepServingOnFaults } = await import(${JSON.stringify(faults)});
  const { createLogger } = await import(${JSON.stringify(logger)});
  keepServingOnFaults(createLogger('info'));
  setImmediate(() => { throw new TypeError('thrown from a timer'); });
  Promise.reject(new Error('rejected, never awaited'));
  setTimeout(() => console.log('still serving'), 100);
`;

describe('faults no caller caught', () => {
  it('are logged, and the process keeps working', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', faultyProgram], {
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.at(-2)).toBe('still serving');
    const logged = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 50,
          err: expect.objectContaining({ message: 'thrown from a timer' }),
        }),
        expect.objectContaining({
          level: 50,
          err: expect.objectContaining({ message: 'rejected, never awaited' }),
        }),
      ]),
    );
  });
});
