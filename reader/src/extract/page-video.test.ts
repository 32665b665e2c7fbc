import { describe, expect, it } from 'vitest';
import { loadPage } from './load-page.ts';
import { extractPageRecipe } from './page-recipe.ts';
import { findPageVideo } from './page-video.ts';

const PAGE_URL = 'https://cook.example/recipes/stew/';
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const page = (head: string) => `<html><head>${head}</head><body><h1>Stew</h1></body></html>`;
const videoOf = (head: string) => findPageVideo(loadPage(page(head)), PAGE_URL);
const video = (fields: Record<string, unknown>) => ({ '@type': 'VideoObject', name: 'How to', ...fields });

describe('findPageVideo: the video a recipe page names', () => {
  it('takes the Recipe’s MP4 contentUrl as a file to download, with its details', () => {
    const found = videoOf(
      ld({
        '@type': 'Recipe',
        name: 'Stew',
        video: video({
          contentUrl: '/media/stew.mp4',
          embedUrl: 'https://www.youtube.com/embed/abc',
          thumbnailUrl: ['https://cdn.example/stew.jpg'],
          duration: 'PT1M30S',
        }),
      }),
    );
    expect(found).toEqual({
      kind: 'file',
      url: 'https://cook.example/media/stew.mp4',
      format: 'mp4',
      thumbnail_url: 'https://cdn.example/stew.jpg',
      duration_seconds: 90,
      name: 'How to',
    });
  });

  it('knows WebM and MOV by extension, and a file without one by its declared type', () => {
    expect(videoOf(ld(video({ contentUrl: 'https://v.example/a.webm' })))?.format).toBe('webm');
    expect(videoOf(ld(video({ contentUrl: 'https://v.example/a.MOV?x=1' })))?.format).toBe('mov');
    const declared = videoOf(
      ld(video({ contentUrl: 'https://v.example/play/123', encodingFormat: 'video/mp4' })),
    );
    expect(declared).toMatchObject({ kind: 'file', format: 'mp4' });
  });

  it('keeps an HLS playlist as a link, never a file', () => {
    const found = videoOf(ld(video({ contentUrl: 'https://v.example/stream/master.m3u8' })));
    expect(found).toMatchObject({ kind: 'link', format: 'hls', url: 'https://v.example/stream/master.m3u8' });
  });

  it('keeps an embed-only player (YouTube, Vimeo) as a link', () => {
    expect(videoOf(ld(video({ embedUrl: 'https://www.youtube.com/embed/abc' })))).toMatchObject({
      kind: 'link',
      format: 'player',
      url: 'https://www.youtube.com/embed/abc',
    });
    expect(videoOf(ld(video({ contentUrl: 'https://vimeo.com/12345' })))).toMatchObject({
      kind: 'link',
      format: 'player',
    });
  });

  it('follows a Recipe’s video reference through an @graph, before other videos on the page', () => {
    const graph = {
      '@graph': [
        video({ '@id': '#ad', contentUrl: 'https://ads.example/ad.mp4' }),
        { '@type': 'Recipe', name: 'Stew', video: { '@id': '#own' } },
        video({ '@id': '#own', contentUrl: 'https://cook.example/own.mp4' }),
      ],
    };
    expect(videoOf(ld(graph))?.url).toBe('https://cook.example/own.mp4');
  });

  it('falls back to og:video, preferring a downloadable address among its variants', () => {
    const found = videoOf(`
      <meta property="og:video" content="https://www.youtube.com/embed/abc">
      <meta property="og:video:secure_url" content="https://cdn.example/clip.mp4">
      <meta property="og:image" content="https://cdn.example/poster.jpg">`);
    expect(found).toMatchObject({
      kind: 'file',
      url: 'https://cdn.example/clip.mp4',
      thumbnail_url: 'https://cdn.example/poster.jpg',
    });
    const typed = videoOf(`<meta property="og:video:url" content="https://cdn.example/v?id=1">
      <meta property="og:video:type" content="video/webm">`);
    expect(typed).toMatchObject({ kind: 'file', format: 'webm' });
  });

  it('finds nothing on a page without a video, and ignores addresses that are not http(s)', () => {
    expect(videoOf(ld({ '@type': 'Recipe', name: 'Stew' }))).toBeNull();
    expect(videoOf(ld(video({ contentUrl: 'file:///etc/passwd.mp4' })))).toBeNull();
    expect(videoOf('<meta property="og:video" content="javascript:alert(1)">')).toBeNull();
  });
});

describe('extractPageRecipe: the recipe result carries the page’s video', () => {
  it('returns the video beside the recipe', () => {
    const html = page(
      ld({
        '@type': 'Recipe',
        name: 'Stew',
        recipeIngredient: ['1 kg beef'],
        recipeInstructions: ['Simmer for two hours.'],
        video: video({ contentUrl: 'https://cook.example/stew.mp4' }),
      }),
    );
    const found = extractPageRecipe(html, PAGE_URL);
    expect(found.validation.is_recipe).toBe(true);
    expect(found.video).toMatchObject({ kind: 'file', url: 'https://cook.example/stew.mp4' });
  });
});
