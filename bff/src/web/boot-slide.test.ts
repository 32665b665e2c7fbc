import { makeRecipe } from '@viral/domain/testing';
import { describe, expect, it } from 'vitest';
import { withBootSlide } from './boot-slide.ts';

const SHELL = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
const item = (fields: Parameters<typeof makeRecipe>[0]) => ({ ...makeRecipe(fields), engagement_score: 1 });

describe('the explore feed first slide in the HTML', () => {
  it('paints the title and photo first in the body, preloads the photo first in the head, and carries the item', () => {
    const html = withBootSlide(
      SHELL,
      item({ title: 'Cloud Bread', image_url: '/media/demo/cloud-bread.svg' }),
      '/explore',
    );
    expect(html).toMatch(
      /<body>\s*<div id="boot-screen" class="boot-slide" aria-hidden="true"><img src="\/media\/demo\/cloud-bread.svg"/,
    );
    expect(html).toMatch(
      /<head>\s*<link rel="preload" as="image" href="\/media\/demo\/cloud-bread.svg" fetchpriority="high" \/>/,
    );
    expect(html).toContain('<h2>Cloud Bread</h2>');
    const data = html.match(/<script type="application\/json" id="boot-screen-data">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ path: '/explore', items: [{ title: 'Cloud Bread' }] });
  });

  it('never lets recipe text become markup or end the data', () => {
    const html = withBootSlide(
      SHELL,
      item({
        title: '</script><img src=x onerror=alert(1)>',
        description: '<b>"bold"</b>',
        image_url: 'javascript:alert(1)',
      }),
      '/explore',
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/(src|href)="javascript:/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
