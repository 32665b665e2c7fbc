import { describe, expect, it } from 'vitest';
import { withScriptsAfterPhotos } from './boot-screen.ts';

describe('a page whose first screen is painted from the HTML', () => {
  it('preloads the code and styles that replace it at low priority, and leaves its data reads as they are', () => {
    const head =
      '<link rel="preload" href="/a.js" as="script" /><link rel="preload" href="/b.css" as="style" />' +
      '<link rel="preload" href="/api/x" as="fetch" crossorigin="anonymous" />' +
      '<link rel="preload" as="image" href="/media/demo/x.svg" fetchpriority="high" />';
    expect(withScriptsAfterPhotos(head)).toBe(
      '<link rel="preload" href="/a.js" as="script" fetchpriority="low" />' +
        '<link rel="preload" href="/b.css" as="style" fetchpriority="low" />' +
        '<link rel="preload" href="/api/x" as="fetch" crossorigin="anonymous" />' +
        '<link rel="preload" as="image" href="/media/demo/x.svg" fetchpriority="high" />',
    );
  });
});
