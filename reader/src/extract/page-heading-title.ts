import type { CheerioAPI } from 'cheerio';

/** A rating a site appends to a recipe's name: '(4.8/5)', '4,5 / 5', '★★★★'. */
const RATING = /\d(?:[.,]\d)?\s*\/\s*5\b|★/u;

const words = (s: string) => s.replace(/\s+/g, ' ').trim();
const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The site's own name as its address spells it: 'mindmegette' for www.mindmegette.hu. */
function siteName(pageUrl: string): string | null {
  try {
    const labels = new URL(pageUrl).hostname.split('.');
    const name = labels.length >= 2 ? labels[labels.length - 2] : null;
    return name && name.length >= 4 ? letters(name) : null;
  } catch {
    return null;
  }
}

/**
 * The recipe's name as the page's main heading shows it, when its title is that heading followed
 * by the site's own name or a rating ('Tartlets Recipe - (4.8/5)', 'Curry by Site Food',
 * 'Krumpli Recept - Site.hu'); the title otherwise, subtitles included ('Pannekaker - Perfekt middag').
 */
export function headingTitle($: CheerioAPI, title: string, pageUrl: string): string {
  const full = words(title);
  const site = siteName(pageUrl);
  for (const el of $('h1').toArray()) {
    const heading = words($(el).text());
    if (heading.length < 3 || !full.startsWith(`${heading} `)) continue;
    const rest = full.slice(heading.length + 1);
    if (RATING.test(rest) || (site && letters(rest).includes(site))) return heading;
  }
  return title;
}
