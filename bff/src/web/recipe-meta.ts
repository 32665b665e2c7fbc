import { mediaPath, type Recipe, storedFormats } from '@viral/domain';
import { escapeHtml, jsonForScript } from './html-escape.ts';
import { recipeJsonLd } from './recipe-json-ld.ts';

const SITE_NAME = 'Viral Recipes';
/** The document's title element, as the shell's HTML writes it. */
export const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?>/i;
const MAX_DESCRIPTION = 200;

/** The image as an absolute web address for previews; anything else (data:, javascript:) is left out. */
const absolute = (url: string | null, origin: string) => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

function describe(recipe: Recipe): string {
  const text = recipe.description?.trim() || `${recipe.title}: a viral recipe on ${SITE_NAME}.`;
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}

/** The head tags of a recipe page: title, description, Open Graph, Twitter card, canonical and JSON-LD. */
export function recipeHeadTags(
  recipe: Recipe,
  origin: string,
): { title: string; description: string; extra: string } {
  const pageUrl = `${origin}/recipe/${encodeURIComponent(recipe.slug)}`;
  // Link previews and search engines get the site's own stored JPEG (every one reads JPEG), not the
  // source's; until the background pass has made it, the source's address.
  const stored = recipe.image;
  const image = absolute(
    stored && storedFormats(stored).includes('jpeg')
      ? mediaPath(stored.hash, stored.widths[stored.widths.length - 1] ?? stored.width, 'jpeg')
      : recipe.image_url,
    origin,
  );
  const title = `${recipe.title} | ${SITE_NAME}`;
  const description = describe(recipe);
  const meta = (attr: 'property' | 'name', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '';
  const extra = [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', recipe.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', image ? recipe.title : undefined),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', recipe.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(recipeJsonLd(recipe, pageUrl, image))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title, description, extra };
}

/** The shell's HTML with a page's own title, description and extra head tags. */
export function withHead(html: string, head: { title: string; description: string; extra: string }): string {
  const titleTag = `<title>${escapeHtml(head.title)}</title>`;
  const descriptionTag = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let out = TITLE_ELEMENT.test(html)
    ? html.replace(TITLE_ELEMENT, () => titleTag)
    : html.replace('</head>', () => `${titleTag}</head>`);
  out = DESCRIPTION.test(out)
    ? out.replace(DESCRIPTION, () => descriptionTag)
    : out.replace('</head>', () => `${descriptionTag}</head>`);
  return out.replace('</head>', () => `    ${head.extra}\n  </head>`);
}

/** An unknown recipe: the plain shell (it shows 'Recipe Not Found'), kept out of search indexes. */
export const withNoIndex = (html: string) =>
  html.replace('</head>', () => '    <meta name="robots" content="noindex" />\n  </head>');
