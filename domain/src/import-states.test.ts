import { describe, expect, it } from 'vitest';
import { formatRemaining } from './import-states.ts';

describe('formatRemaining', () => {
  it.each([
    [null, false, 'Calculating...'],
    [42, false, '42s'],
    [125, false, '2m 5s'],
    [59.6, false, '1m 0s'],
    [10, true, 'Complete!'],
  ] as const)('formats %s seconds (done: %s) as %s', (seconds, done, text) => {
    expect(formatRemaining(seconds, done)).toBe(text);
  });
});
