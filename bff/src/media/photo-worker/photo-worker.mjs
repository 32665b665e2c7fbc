// A photo worker: a child process of the bff that alone decodes untrusted images (sharp, libvips).
// The pool (photo-pool.ts) starts it capped (address space, V8 heap, RSS watch, time limit) and
// kills it when a photo overruns; here each photo's header is checked before a pixel is decoded.
// Plain JavaScript so that it starts fast under --jitless, with no type stripping.
import sharp from 'sharp';

// One thread, no operation cache: one photo's memory at a time, returned when it is done.
sharp.cache(false);
sharp.concurrency(1);

/** @type {{ maxInputPixels: number, maxDecodedBytes: number, widths: number[] }} */
const limits = JSON.parse(process.argv[2] ?? '{}');
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif', 'tiff']);
const BYTES_PER_SAMPLE = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8 };
const PLACEHOLDER_WIDTH = 16;
const ENCODERS = {
  webp: (image, lane) => image.webp({ quality: 72, effort: lane === 'first-view' ? 0 : 1 }),
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }),
};
// WebP's effort 0 and 1 make files within a per cent or two of effort 4's on photos, at a quarter
// to a sixth of its time: the first view, which an import waits for, takes the fastest.

class Refusal extends Error {}
const megabytes = (bytes) => `${Math.round(bytes / 1e6)} MB`;

/** Widths to store: the standard ones narrower than the source, and the source's own up to the largest. */
function variantWidths(sourceWidth) {
  const largest = limits.widths.at(-1) ?? sourceWidth;
  const widths = limits.widths.filter((w) => w < sourceWidth);
  widths.push(Math.min(sourceWidth, largest));
  return [...new Set(widths)];
}

/**
 * How much memory decoding takes for the largest stored width: JPEG decodes at 1/2, 1/4 or 1/8
 * and WebP at any scale ("shrink on load"); every other format decodes whole.
 */
function decodedBytes(meta, width, height, target) {
  let shrink = 1;
  if (meta.format === 'jpeg') while (shrink < 8 && width / (shrink * 2) >= target) shrink *= 2;
  if (meta.format === 'webp') shrink = Math.max(1, width / target);
  const samples = BYTES_PER_SAMPLE[meta.depth] ?? 8;
  return Math.ceil(width / shrink) * Math.ceil(height / shrink) * (meta.channels ?? 4) * samples;
}

/** Reads the header only, and refuses what would take too much memory to decode. */
async function checkedHeader(bytes) {
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refusal('The file is not an image that can be read');
  }
  if (!meta.format || !RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new Refusal(`The image's format (${meta.format ?? 'unknown'}) cannot be stored`);
  // Orientations 5-8 turn the picture a quarter, swapping its sides.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const pixels = meta.width * meta.height;
  if (pixels > limits.maxInputPixels)
    throw new Refusal(
      `The image is ${meta.width} × ${meta.height} pixels; at most ${limits.maxInputPixels / 1e6} megapixels are stored`,
    );
  const widths = variantWidths(width);
  const target = widths.at(-1) ?? width;
  const decoded = decodedBytes(
    meta,
    meta.width,
    meta.height,
    turned ? Math.round((target * height) / width) : target,
  );
  if (decoded > limits.maxDecodedBytes)
    throw new Refusal(
      `The image would take ${megabytes(decoded)} of memory to decode (${meta.width} × ${meta.height}, ` +
        `${meta.channels} channels of ${(BYTES_PER_SAMPLE[meta.depth] ?? 8) * 8} bits); at most ${megabytes(limits.maxDecodedBytes)}`,
    );
  return { width, height, widths };
}

/** Upright (EXIF orientation applied), sRGB, at the largest stored width; decoded with shrink on load. */
async function uprightPixels(bytes, width) {
  return sharp(bytes, { limitInputPixels: limits.maxInputPixels, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Every (width, format) asked for, except those already stored (`"640.webp"`). */
async function encode(lane, pixels, widths, formats, stored = []) {
  const raw = () => sharp(pixels.data, { raw: pixels.info });
  const variants = [];
  for (const width of widths) {
    const missing = formats.filter((format) => !stored.includes(`${width}.${format}`));
    if (missing.length === 0) continue;
    // Resized once per width; each format encodes the same resized pixels.
    const resized = await raw()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const format of missing) {
      const content = await ENCODERS[format](sharp(resized.data, { raw: resized.info }), lane).toBuffer();
      variants.push({ width, format, content });
    }
  }
  return variants;
}

/**
 * The first view: the header checked, the description, the placeholder, and `formats` in the
 * widths up to `maxWidth` (at least the smallest), decoded only that large.
 */
async function firstView(bytes, { formats, maxWidth }) {
  const header = await checkedHeader(bytes);
  const { width, height } = header;
  const widths = header.widths.filter((w, i) => i === 0 || w <= maxWidth);
  const pixels = await uprightPixels(bytes, widths.at(-1) ?? width);
  // The dominant colour of a small copy: the same colour bins, a fraction of the work.
  const { dominant } = await sharp(pixels.data, { raw: pixels.info }).resize({ width: 64 }).stats();
  const tiny = await sharp(pixels.data, { raw: pixels.info })
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  const hex = (n) => n.toString(16).padStart(2, '0');
  return {
    width,
    height,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    variants: await encode('first-view', pixels, widths, formats),
  };
}

/** The rest: every stored width in `formats`, but for the variants the first view `stored`. */
async function remaining(bytes, { formats, stored }) {
  const { width, widths } = await checkedHeader(bytes);
  const pixels = await uprightPixels(bytes, widths.at(-1) ?? width);
  return { widths, variants: await encode('later', pixels, widths, formats, stored) };
}

process.on('message', async ({ lane, bytes, ...asked }) => {
  try {
    const result = lane === 'first-view' ? await firstView(bytes, asked) : await remaining(bytes, asked);
    process.send({ ok: true, result });
  } catch (error) {
    const reason =
      error instanceof Refusal ? error.message : `The image could not be decoded: ${error?.message ?? error}`;
    process.send({ ok: false, reason });
  }
});
// The bff went away: nothing is left to do.
process.on('disconnect', () => process.exit(0));
