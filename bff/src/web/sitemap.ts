import { type Database, schema } from '@viral/db';
import { SITE_ROUTES } from '@viral/domain';
import { asc } from 'drizzle-orm';
import { escapeHtml } from './html-escape.ts';

/** The pages without a parameter that search engines should index (domain's route table says which). */
const STATIC_PATHS = SITE_ROUTES.filter((route) => route.inSitemap).map((route) => route.path);

/** /sitemap.xml: the public screens, every recipe and every tag (https://www.sitemaps.org/protocol.html). */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const recipes = await db
    .select({ slug: schema.recipes.slug, created: schema.recipes.created_at })
    .from(schema.recipes)
    .orderBy(asc(schema.recipes.slug));
  const tags = await db.select({ slug: schema.tags.slug }).from(schema.tags).orderBy(asc(schema.tags.slug));
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const lastmod = (value: unknown) => {
    const date = new Date(value as string);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => url(path)),
    ...recipes.map((recipe) => url(`/recipe/${encodeURIComponent(recipe.slug)}`, lastmod(recipe.created))),
    ...tags.map((tag) => url(`/tag/${encodeURIComponent(tag.slug)}`)),
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: everything public may be crawled; the back-office, the API and a visitor's own Saved list may not. */
export const robotsTxt = (origin: string) =>
  `User-agent: *\nDisallow: /admin\nDisallow: /api\nDisallow: /saved\n\nSitemap: ${origin}/sitemap.xml\n`;
