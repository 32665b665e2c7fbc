import { load } from 'cheerio';
import { decodeHTML } from 'entities';
import { parse as parseDuration } from 'tinyduration';

/** Plain text from a schema.org value: entities decoded, tags stripped, whitespace folded. */
export function text(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  const decoded = decodeHTML(decodeHTML(value));
  const withoutTags = /<[a-z/!]/i.test(decoded) ? textOfMarkup(decoded) : decoded;
  return tidy(repairMojibake(withoutTags).replace(SOFT_HYPHEN, ''));
}

/** A hyphenation hint, never part of the words. */
const SOFT_HYPHEN = /\u00ad/g;
/** A two-byte UTF-8 character read as two Latin-1 ones: 'Â½' for '½', 'Ã©' for 'é', 'Â' before a no-break space. */
const MISREAD_UTF8 = /([\u00c2\u00c3])([\u0080-\u00bf])/g;

/** Text its site encoded twice, read back as it was written. */
function repairMojibake(value: string): string {
  return value.replace(MISREAD_UTF8, (_, lead: string, trail: string) =>
    Buffer.from([lead.charCodeAt(0), trail.charCodeAt(0)]).toString('utf8'),
  );
}

function textOfMarkup(markup: string): string {
  const $ = load(`<div>${markup}</div>`);
  $('script, style, noscript').remove();
  return $.text();
}

/** Folds whitespace, drops spaces before punctuation and doubled parentheses some recipe plugins emit. */
function tidy(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .trim();
}

export function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Image URLs from a string, an ImageObject, or a list of either, made absolute. */
export function imageUrls(value: unknown, baseUrl: string): string[] {
  const urls = list(value).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object') {
      const node = item as Record<string, unknown>;
      return list(node.url ?? node.contentUrl ?? node['@id']).filter(
        (u): u is string => typeof u === 'string',
      );
    }
    return [];
  });
  const absolute = urls.flatMap((url) => {
    try {
      const resolved = new URL(text(url), baseUrl);
      return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? [resolved.toString()] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(absolute)];
}

/** Minutes from an ISO 8601 duration ('PT1H30M', 'P0DT45M'); null when it is not one. */
export function minutes(value: unknown): number | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const d = parseDuration(raw.toUpperCase());
    const total = (d.days ?? 0) * 1440 + (d.hours ?? 0) * 60 + (d.minutes ?? 0) + (d.seconds ?? 0) / 60;
    return Number.isFinite(total) && total > 0 ? Math.round(total) : null;
  } catch {
    return null;
  }
}

/** Servings from a yield ('4 servings', ['6', '6 pieces'], 8); the first whole number found. */
export function servings(value: unknown): number | null {
  for (const item of list(value)) {
    const match = /\d+/.exec(text(item));
    if (match) {
      const count = Number(match[0]);
      if (count > 0 && count < 1000) return count;
    }
  }
  return null;
}

/** A number from '250 kcal', '12.5 g', '1,200 mg' or 250; null when there is none. */
export function amount(value: unknown): number | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text(value));
  if (!match) return null;
  const n = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}
