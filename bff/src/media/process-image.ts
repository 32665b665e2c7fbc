import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { MEDIA_FORMATS, type MediaFormat } from '@viral/domain';
import type { MediaVariant, ProcessedImage } from './media-store.ts';
import { PhotoPool } from './photo-worker/photo-pool.ts';

/**
 * What a first view needs, made while importing: WebP (which every browser the site supports
 * reads) in the widths cards and feed slides ask for first. A phone drawing a slide 720 px wide
 * takes the 640 until the background pass has added the larger widths.
 */
export const FIRST_VIEW = { formats: ['webp'] as MediaFormat[], maxWidth: 640 };

const BOUNDS = {
  // 8,000 × 5,000 pixels; and at most 50 MB decoded (after shrink on load): a 4,000 × 3,000 RGBA
  // PNG passes, a 6,000 × 6,000 16-bit one (a few hundred KB of compressed zeros) does not.
  maxInputPixels: 40_000_000,
  maxDecodedBytes: 50_000_000,
  // A worker rests at about 75 MB; the decoded photo, its resized copy and the encoders fit under this.
  maxRssBytes: 256_000_000,
  // Node under --jitless with a 64 MB heap reserves about 715 MB of address space at rest.
  maxAddressSpaceBytes: 1024 * 2 ** 20,
  idleMs: 10_000,
};

/** Imports wait on this lane: two workers at most (one on a single core), 20 s a photo. */
export const firstViewLane = new PhotoPool({
  ...BOUNDS,
  processes: Math.min(2, availableParallelism()),
  timeoutMs: 20_000,
  nice: 0,
});
/** The background pass's lane: one worker at the lowest priority, so imports and requests go first. */
export const backgroundLane = new PhotoPool({ ...BOUNDS, processes: 1, timeoutMs: 60_000, nice: 19 });

export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type FirstView = Omit<ProcessedImage, 'hash' | 'formats'>;

/**
 * Checks a source image (its header first: pixels and decoded bytes), then makes what a first view
 * needs, upright and without metadata: FIRST_VIEW's formats and widths, the placeholder and the
 * dominant colour. Runs in a bounded worker; a photo refused (unreadable, unsupported, too large
 * to decode, too slow, too hungry) is a PhotoRefusedError with the reason.
 */
export async function processFirstView(
  bytes: Uint8Array,
  lane: PhotoPool = firstViewLane,
): Promise<ProcessedImage> {
  const image = await lane.run<FirstView>({ lane: 'first-view', ...FIRST_VIEW }, bytes);
  return { ...image, hash: contentHash(bytes), formats: FIRST_VIEW.formats };
}

/**
 * Everything the first view left out, from the same source: every stored width in every format,
 * but for the `stored` variants ("640.webp"). Returns the widths the photo has once these are added.
 */
export async function processLaterVariants(
  bytes: Uint8Array,
  stored: string[],
  lane: PhotoPool = backgroundLane,
): Promise<{ widths: number[]; variants: MediaVariant[] }> {
  return lane.run({ lane: 'later', formats: MEDIA_FORMATS, stored }, bytes);
}
