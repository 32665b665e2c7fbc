import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { jpegClaiming, pngBomb } from '../../testing/hostile-photos.ts';
import { makeJpeg } from '../../testing/test-images.ts';
import { processFirstView } from '../process-image.ts';
import { PhotoPool, type PhotoPoolOptions, PhotoRefusedError } from './photo-pool.ts';

const BOUNDS: PhotoPoolOptions = {
  processes: 1,
  timeoutMs: 20_000,
  maxRssBytes: 256_000_000,
  maxAddressSpaceBytes: 1024 * 2 ** 20,
  maxDecodedBytes: 50_000_000,
  maxInputPixels: 40_000_000,
  idleMs: 10_000,
  nice: 0,
};
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pools: PhotoPool[] = [];
const poolWith = (options: Partial<PhotoPoolOptions>) => {
  const pool = new PhotoPool({ ...BOUNDS, ...options });
  pools.push(pool);
  return pool;
};
/** Runs a first view in `pool`, returning the worker's pid as soon as it has one. */
function firstViewIn(pool: PhotoPool, bytes: Uint8Array) {
  const result = processFirstView(bytes, pool);
  return { result, pid: pool.pids[0] ?? 0 };
}

afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});

describe('the photo worker pool', () => {
  it('decodes in a child process, never in the caller', async () => {
    const pool = poolWith({});
    const { result, pid } = firstViewIn(pool, await makeJpeg(400, 300));
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect((await result).widths).toEqual([320, 400]);
  });

  it('refuses a 16-bit RGBA decompression bomb by its decoded size before decoding it', async () => {
    const bomb = await pngBomb(6000, 6000);
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(processFirstView(bomb, poolWith({}))).rejects.toThrow(
      /would take 288 MB of memory to decode \(6000 × 6000, 4 channels of 16 bits\); at most 50 MB/,
    );
  });

  it('refuses a photo whose header claims more pixels than are stored', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    await expect(processFirstView(jpegClaiming(tiny, 60_000, 60_000), poolWith({}))).rejects.toThrow(
      /60000 × 60000 pixels; at most 40 megapixels/,
    );
  });

  it('takes a large JPEG that shrinks on load, which decodes whole past the limit', async () => {
    // 4,000 × 3,000 RGB would be 36 MB whole; decoded at 1/2 for 1,280 px it is 9 MB.
    const pool = poolWith({ maxDecodedBytes: 20_000_000 });
    expect((await processFirstView(await makeJpeg(4000, 3000), pool)).width).toBe(4000);
    await expect(
      processFirstView(await pngBomb(4000, 3000, { channels: 3, depth: 8 }), pool),
    ).rejects.toThrow(/36 MB of memory to decode/);
  });

  it('kills a worker that overruns its time limit, refuses the photo, and carries on with a new one', async () => {
    const pool = poolWith({ timeoutMs: 1 });
    const { result, pid } = firstViewIn(pool, await makeJpeg(1600, 1000));
    await expect(result).rejects.toThrow(/took longer than 0.001 s/);
    expect(isRunning(pid)).toBe(false);
    expect(pool.pids).toEqual([]);
  });

  it('kills a worker whose memory passes its cap', async () => {
    const pool = poolWith({ maxRssBytes: 1 });
    const { result, pid } = firstViewIn(pool, await makeJpeg(1600, 1000));
    await expect(result).rejects.toThrow(/needed more than 0 MB of memory/);
    expect(isRunning(pid)).toBe(false);
  });

  it('refuses the photo of a worker that dies, and starts another for the next', async () => {
    const pool = poolWith({});
    const { result, pid } = firstViewIn(pool, await makeJpeg(1600, 1000));
    process.kill(pid, 'SIGKILL');
    await expect(result).rejects.toBeInstanceOf(PhotoRefusedError);
    await expect(result).rejects.toThrow(/needed more memory than a photo may use/);
    const next = firstViewIn(pool, await makeJpeg(400, 300));
    expect(next.pid).not.toBe(pid);
    expect((await next.result).width).toBe(400);
  });
});
