import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../testing/test-images.ts';
import { processImage, UnusableImageError, variantWidths } from './process-image.ts';

describe('processImage', () => {
  it('stores every width up to the source in AVIF, WebP and JPEG, never upscaled', async () => {
    const source = await makeJpeg(1000, 600);
    const image = await processImage(source);
    expect(image.hash).toBe(createHash('sha256').update(source).digest('hex'));
    expect(image.widths).toEqual([320, 640, 960, 1000]);
    expect(image.variants).toHaveLength(12);
    for (const variant of image.variants) {
      const meta = await sharp(variant.content).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.width).toBeLessThanOrEqual(1000);
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
    }
  });

  it('caps a large source at 1280 and keeps a small one at its own width', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('turns the photo upright by its EXIF orientation and drops its metadata', async () => {
    const image = await processImage(await makeJpeg(800, 400, { orientation: 6 }));
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 800 });
    const jpeg = image.variants.find((v) => v.format === 'jpeg' && v.width === 400);
    if (!jpeg) throw new Error('no 400 px JPEG');
    const meta = await sharp(jpeg.content).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 400, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('gives a tiny placeholder and the dominant colour', async () => {
    const image = await processImage(await makePng(500, 300));
    expect(image.color).toBe('#28a878');
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(600);
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1] ?? '', 'base64')).metadata();
    expect(tiny.width).toBe(16);
  });

  it('refuses what is not a readable raster photo', async () => {
    await expect(processImage(Buffer.from('<html>not an image</html>'))).rejects.toBeInstanceOf(
      UnusableImageError,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processImage(svg)).rejects.toThrow(/format \(svg\)/);
    const truncated = (await makeJpeg(600, 400)).subarray(0, 2000);
    await expect(processImage(truncated)).rejects.toBeInstanceOf(UnusableImageError);
  });
});
