import { bestFormat, type FeedItem, mediaPath } from '@viral/domain';

/**
 * The file a full-screen slide shows, for preloading: of a stored photo, the AVIF (WebP until made) its `<picture>`
 * picks at this screen's width and pixel density (the smallest stored width that covers it);
 * otherwise the image address.
 */
export function slidePhotoUrl(
  item: Pick<FeedItem, 'image' | 'image_url'>,
  screenPixels: number,
): string | null {
  const { image } = item;
  if (!image) return item.image_url;
  const width =
    image.widths.find((w) => w >= screenPixels) ?? image.widths[image.widths.length - 1] ?? image.width;
  return mediaPath(image.hash, width, bestFormat(image));
}
