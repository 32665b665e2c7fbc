import { createHash } from 'node:crypto';
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat } from '@viral/domain';
import PQueue from 'p-queue';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaVariant, ProcessedImage } from './media-store.ts';

// Bounded memory on a shared host: no libvips operation cache, one thread per image, and one
// image at a time in this process (the queue below), whatever calls in.
sharp.cache(false);
sharp.concurrency(1);
const oneAtATime = new PQueue({ concurrency: 1 });

/** 8,000 × 5,000: larger sources are refused before they are decoded into memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif', 'tiff']);
const PLACEHOLDER_WIDTH = 16;

export class UnusableImageError extends Error {}

/** Widths to store: the standard ones narrower than the source, and the source's own up to the largest. */
export function variantWidths(sourceWidth: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? sourceWidth;
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < sourceWidth);
  if (sourceWidth <= largest) widths.push(sourceWidth);
  else widths.push(largest);
  return [...new Set(widths)];
}

export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }),
};

/** Decoded once, upright (EXIF orientation applied), as sRGB; metadata is never written out. */
function upright(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().toColourspace('srgb');
}

async function process(bytes: Uint8Array): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UnusableImageError('The file is not an image that can be read');
  }
  if (!meta.format || !RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new UnusableImageError(`The image's format (${meta.format ?? 'unknown'}) cannot be stored`);
  // Orientations 5-8 turn the picture a quarter, swapping its sides.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  try {
    // Decoded once, in full: that proves it is not truncated or corrupt before anything is stored,
    // and every variant is made from these pixels instead of decoding the source again.
    const { data, info } = await upright(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const { dominant } = await pixels().stats();
    const variants: MediaVariant[] = [];
    for (const target of variantWidths(width)) {
      // Resized once per width; each format encodes the same resized pixels.
      const resized = await pixels()
        .resize({ width: target, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const format of MEDIA_FORMATS) {
        const content = await ENCODERS[format](
          sharp(resized.data, {
            raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
          }),
        ).toBuffer();
        variants.push({ width: target, format, content });
      }
    }
    const tiny = await pixels().resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    return {
      hash: contentHash(bytes),
      width,
      height,
      widths: variantWidths(width),
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      variants,
    };
  } catch (error) {
    if (error instanceof UnusableImageError) throw error;
    throw new UnusableImageError(`The image could not be decoded: ${(error as Error).message}`);
  }
}

/**
 * Checks a source image by decoding it, then makes every stored width in AVIF, WebP and JPEG,
 * upright and without metadata, plus its placeholder and dominant colour. One image at a time per
 * process. An unreadable, corrupt or unsupported (SVG, say) file is an UnusableImageError.
 */
export function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  return oneAtATime.add(() => process(bytes));
}
