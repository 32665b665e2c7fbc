import { describe, expect, it } from 'vitest';
import { picturePreload } from './photo-preload.ts';

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

describe('picturePreload', () => {
  it('preloads the AVIF files of a photo stored whole', () => {
    expect(picturePreload(photo(), '100vw')).toContain(
      `type="image/avif" imagesrcset="/media/${image.hash}/320.avif`,
    );
  });

  it('names only WebP files while the background pass has not made the other formats', () => {
    expect(picturePreload(photo(['webp']), '100vw')).toContain(
      `type="image/webp" imagesrcset="/media/${image.hash}/320.webp`,
    );
  });

  it('preloads a photo at its address, escaped, and none for an address a page cannot fetch', () => {
    expect(
      picturePreload({ image: null, image_url: 'https://x.example/a.jpg?a=1&b="2"' }, '100vw'),
    ).toContain('href="https://x.example/a.jpg?a=1&amp;b=&quot;2&quot;"');
    expect(picturePreload({ image: null, image_url: 'javascript:alert(1)' }, '100vw')).toBeNull();
  });
});
