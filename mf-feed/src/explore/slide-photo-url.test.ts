import { describe, expect, it } from 'vitest';
import { slidePhotoUrl } from './slide-photo-url.ts';

const image = {
  hash: 'b'.repeat(64),
  widths: [320, 640, 960, 1280],
  width: 2000,
  height: 1500,
  placeholder: 'data:,',
  color: '#000000',
};

describe('slidePhotoUrl', () => {
  it('picks the smallest stored AVIF that covers the screen', () => {
    expect(slidePhotoUrl({ image, image_url: 'https://example.com/a.jpg' }, 390 * 2)).toBe(
      `/media/${image.hash}/960.avif`,
    );
    expect(slidePhotoUrl({ image, image_url: null }, 300)).toBe(`/media/${image.hash}/320.avif`);
  });

  it('picks WebP while the photo has no AVIF yet', () => {
    expect(slidePhotoUrl({ image: { ...image, formats: ['webp'] }, image_url: null }, 300)).toBe(
      `/media/${image.hash}/320.webp`,
    );
  });

  it('takes the largest stored width for a wider screen', () => {
    expect(slidePhotoUrl({ image, image_url: null }, 2560)).toBe(`/media/${image.hash}/1280.avif`);
  });

  it('keeps the image address when nothing is stored', () => {
    expect(slidePhotoUrl({ image: null, image_url: 'https://example.com/a.jpg' }, 800)).toBe(
      'https://example.com/a.jpg',
    );
  });
});
