/**
 * A ref for an `<img>` whose error must not go unseen: in HTML rendered by the server the image can
 * fail before React has hydrated it, and then React never hears of it. An image already finished
 * loading is decoded; a broken one refuses, and `onError` runs as the event would have.
 */
export const catchEarlyImageError = (onError: () => void) => (image: HTMLImageElement | null) => {
  // (Test DOMs without decode() load no images: nothing to catch there.)
  if (image?.complete && image.getAttribute('src') && typeof image.decode === 'function')
    image.decode().catch(onError);
};
