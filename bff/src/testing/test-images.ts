import sharp from 'sharp';
import { startRecipeSite } from './doubles/recipe-site.ts';

/**
 * A photo-like JPEG made on the spot: a warm gradient, so resizes and colours can be checked.
 * `grain` (0-255) adds repeatable noise, for file sizes nearer a real photo's.
 */
export async function makeJpeg(
  width: number,
  height: number,
  options: { orientation?: number; grain?: number } = {},
) {
  const gradient = Buffer.alloc(width * height * 3);
  let seed = 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed / 2 ** 31 - 0.5) * (options.grain ?? 0);
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      gradient[i] = 200 + noise();
      gradient[i + 1] = Math.round((x / width) * 120 + noise());
      gradient[i + 2] = Math.round((y / height) * 80 + noise());
    }
  let image = sharp(gradient, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (options.orientation)
    image = image.withMetadata({
      orientation: options.orientation,
      exif: { IFD0: { Copyright: 'Source Site' } },
    });
  return image.toBuffer();
}

export const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

/** Serves each path's bytes with its content type on 127.0.0.1, counting the requests per path. */
export async function serveImages(files: Record<string, { body: Buffer | string; type: string }>) {
  const site = await startRecipeSite(files);
  return { base: site.origin, host: site.host, files, hits: site.hits, close: () => site.close() };
}
