import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../testing/test-images.ts';
import { PhotoRefusedError } from './photo-worker/photo-pool.ts';
import { processFirstView, processLaterVariants } from './process-image.ts';

const formatOf = async (content: Uint8Array) => (await sharp(content).metadata()).format;

describe('processFirstView and processLaterFormats', () => {
  it('make WebP up to 640 px first, then every other width and format, never upscaled', async () => {
    const source = await makeJpeg(1000, 600);
    const image = await processFirstView(source);
    expect(image.hash).toBe(createHash('sha256').update(source).digest('hex'));
    expect(image.widths).toEqual([320, 640]);
    expect(image.formats).toEqual(['webp']);
    expect(image.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['320.webp', '640.webp']);
    const later = await processLaterVariants(source, ['320.webp', '640.webp']);
    expect(later.widths).toEqual([320, 640, 960, 1000]);
    expect(later.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      [
        ...['320', '640', '960', '1000'].flatMap((w) => [`${w}.avif`, `${w}.jpeg`]),
        '960.webp',
        '1000.webp',
      ].sort(),
    );
    for (const variant of [...image.variants, ...later.variants]) {
      const meta = await sharp(variant.content).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
    }
  });

  it('cap a large source at 1280 and keep a small one at its own width', async () => {
    expect((await processLaterVariants(await makePng(1500, 200), [])).widths).toEqual([320, 640, 960, 1280]);
    expect((await processFirstView(await makePng(500, 100))).widths).toEqual([320, 500]);
    expect((await processFirstView(await makePng(200, 100))).widths).toEqual([200]);
  });

  it('turn the photo upright by its EXIF orientation and drop its metadata', async () => {
    const source = await makeJpeg(800, 400, { orientation: 6 });
    const image = await processFirstView(source);
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 800 });
    const { variants } = await processLaterVariants(source, []);
    const jpeg = variants.find((v) => v.format === 'jpeg' && v.width === 400);
    if (!jpeg) throw new Error('no 400 px JPEG');
    const meta = await sharp(jpeg.content).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 400, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(await formatOf(jpeg.content)).toBe('jpeg');
  });

  it('give a tiny placeholder and the dominant colour', async () => {
    const image = await processFirstView(await makePng(500, 300));
    expect(image.color).toBe('#28a878');
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(600);
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1] ?? '', 'base64')).metadata();
    expect(tiny.width).toBe(16);
  });

  it('refuse what is not a readable raster photo, saying why', async () => {
    await expect(processFirstView(Buffer.from('<html>not an image</html>'))).rejects.toThrow(
      /not an image that can be read/,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processFirstView(svg)).rejects.toThrow(/format \(svg\)/);
    const truncated = (await makeJpeg(600, 400)).subarray(0, 2000);
    await expect(processFirstView(truncated)).rejects.toBeInstanceOf(PhotoRefusedError);
  });
});
