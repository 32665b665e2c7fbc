import type { ProcessedImage } from '../media/media-store.ts';

/** A processed photo with one small WebP variant of the bytes given, as the photo workers hand one to the store. */
export function processedImage(
  hash: string,
  content: Uint8Array = new Uint8Array([1, 2, 3]),
): ProcessedImage {
  return {
    hash,
    width: 640,
    height: 480,
    widths: [320],
    formats: ['webp'],
    placeholder: 'data:,',
    color: '#ffffff',
    variants: [{ width: 320, format: 'webp', content }],
  };
}
