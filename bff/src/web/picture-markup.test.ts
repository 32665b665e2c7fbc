import { describe, expect, it } from 'vitest';
import { pictureMarkup, picturePreload } from './picture-markup.ts';

const image = {
  hash: 'c'.repeat(64),
  widths: [320, 640],
  width: 640,
  height: 480,
  placeholder: 'data:,',
  color: '#000000',
};
const photo = (formats?: ('avif' | 'webp' | 'jpeg')[]) => ({
  image: { ...image, ...(formats && { formats }) },
  image_url: 'https://example.com/a.jpg',
});

describe('pictureMarkup and picturePreload', () => {
  it('offer AVIF and WebP sources with a JPEG <img> for a photo stored whole', () => {
    const markup = pictureMarkup(photo(), '100vw', { priority: true }) ?? '';
    expect(markup).toContain('<source type="image/avif"');
    expect(markup).toContain(`<img src="/media/${image.hash}/640.jpeg"`);
    expect(picturePreload(photo(), '100vw')).toContain(
      `type="image/avif" imagesrcset="/media/${image.hash}/320.avif`,
    );
  });

  it('name only WebP files while the background pass has not made the other formats', () => {
    const markup = pictureMarkup(photo(['webp']), '100vw', { priority: true }) ?? '';
    expect(markup).not.toContain('avif');
    expect(markup).not.toContain('jpeg');
    expect(markup).toContain(`<img src="/media/${image.hash}/640.webp"`);
    expect(picturePreload(photo(['webp']), '100vw')).toContain(
      `type="image/webp" imagesrcset="/media/${image.hash}/320.webp`,
    );
  });
});
