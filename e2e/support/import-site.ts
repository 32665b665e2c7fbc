// A local site of recipe pages for the import specs, and a bff of their own allowed to fetch it.
// Nothing leaves 127.0.0.1: the AI settings are removed from the bff's environment.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeJpeg } from '@viral/bff/testing/images';
import { type OwnBff, startOwnBff } from './own-bff.ts';

const recipeLd = (name: string) => ({
  '@type': 'Recipe',
  name,
  description: `${name}, made on a weeknight.`,
  recipeCategory: 'Dinner',
  recipeCuisine: 'Italian',
  keywords: 'pasta, weeknight',
  totalTime: 'PT25M',
  recipeYield: '4',
  recipeIngredient: ['400 g spaghetti', '4 cloves garlic, sliced', '1/2 cup olive oil', '1 tsp chili flakes'],
  recipeInstructions: ['Boil the spaghetti.', 'Sizzle the garlic in the oil.', 'Toss together and serve.'],
});
const ldPage = (data: unknown) =>
  `<html><head><title>Page</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>Page</h1></body></html>`;

/**
 * '/recipe/<slug>' is a JSON-LD recipe titled after the slug, whose photo is '/photos/<slug>.jpg'
 * when the slug starts with 'photo-'; '/roundup' holds three; '/blog' none.
 */
function page(path: string, site: string): string | null {
  const recipe = /^\/recipe\/([a-z0-9-]+)\/?$/.exec(path);
  if (recipe?.[1]) {
    const slug = recipe[1];
    const photo = slug.startsWith('photo-') ? { image: `${site}/photos/${slug}.jpg` } : {};
    return ldPage({ ...recipeLd(titleOf(slug)), ...photo });
  }
  if (path === '/roundup')
    return ldPage({ '@graph': ['One', 'Two', 'Three'].map((n) => recipeLd(`Roundup ${n}`)) });
  if (path === '/blog') return '<html><body><p>Ten tips for a tidy kitchen.</p></body></html>';
  return null;
}

export const titleOf = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export interface ImportWorld {
  site: string;
  bff: OwnBff;
  /** How many times each photo of the site was fetched. */
  photoFetches: Map<string, number>;
  stop(): Promise<void>;
}

export async function startImportWorld(): Promise<ImportWorld> {
  const photo = await makeJpeg(1600, 1000);
  const photoFetches = new Map<string, number>();
  let site = '';
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    if (path.startsWith('/photos/')) {
      photoFetches.set(path, (photoFetches.get(path) ?? 0) + 1);
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    }
    const html = page(path, site);
    if (!html) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closeSite = () => new Promise<void>((resolve) => server.close(() => resolve()));

  let bff: OwnBff;
  try {
    bff = await startOwnBff({ IMPORT_ALLOW_HOSTS: new URL(site).host });
  } catch (error) {
    await closeSite();
    throw error;
  }
  return {
    site,
    bff,
    photoFetches,
    stop: async () => {
      await bff.stop();
      await closeSite();
    },
  };
}
