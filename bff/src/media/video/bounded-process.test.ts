import { describe, expect, it } from 'vitest';
import { ProcessBoundError, runBounded } from './bounded-process.ts';

const BOUNDS = {
  timeoutMs: 5000,
  maxAddressSpaceBytes: 512 * 1024 * 1024,
  maxRssBytes: 256 * 1024 * 1024,
  maxCpuSeconds: 7,
};

describe('runBounded: a decoder run as a bounded child', () => {
  it('gives the child none of the bff’s environment', async () => {
    process.env.VIDEO_TEST_SECRET = 'postgres://secret';
    const { stdout } = await runBounded('/usr/bin/env', [], BOUNDS);
    delete process.env.VIDEO_TEST_SECRET;
    expect(stdout.trim().split('\n')).toEqual(['MALLOC_ARENA_MAX=2']);
  });

  it('runs it at the lowest CPU priority, under the address-space and CPU-time caps', async () => {
    const { stdout } = await runBounded('/bin/sh', ['-c', 'nice; ulimit -v; ulimit -t'], BOUNDS);
    expect(stdout.trim().split('\n')).toEqual(['19', String(512 * 1024), '7']);
  });

  it('kills a run that outlasts its time limit, with the reason', async () => {
    const started = Date.now();
    await expect(runBounded('/bin/sleep', ['10'], { ...BOUNDS, timeoutMs: 1000 })).rejects.toThrow(
      new ProcessBoundError('The video took longer than 1 s to process'),
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
