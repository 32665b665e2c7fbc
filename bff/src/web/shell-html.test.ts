import { describe, expect, it } from 'vitest';
import { remotePreloadLinks } from './shell-html.ts';

describe('remote preload hints', () => {
  it('preloads the public remotes’ manifests and entries, not the back-office', () => {
    const html = remotePreloadLinks({
      remotes: {
        mf_feed: '/mf/feed/mf-manifest.json',
        mf_recipe: 'https://cdn.example/recipe/mf-manifest.json?v="1"',
        mf_admin: '/mf/admin/mf-manifest.json',
      },
    });
    expect(html).toContain(
      '<link rel="preload" href="/mf/feed/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(html).toContain('<link rel="preload" href="/mf/feed/remoteEntry.js" as="script" />');
    expect(html).toContain('href="https://cdn.example/recipe/mf-manifest.json?v=&quot;1&quot;"');
    expect(html).not.toContain('/mf/admin/');
  });
});
