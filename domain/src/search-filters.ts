import { DIFFICULTIES } from './constants.ts';
import type { Difficulty } from './recipe.ts';

/** The search screen's state, kept in the URL so a search can be shared and survives a reload. */
export type SearchFilters = {
  q: string;
  difficulty: Difficulty | '';
  maxTime: number | null;
  maxCost: number | null;
  tags: string[];
};

export const NO_FILTERS: SearchFilters = { q: '', difficulty: '', maxTime: null, maxCost: null, tags: [] };

const DIFFICULTY: ReadonlySet<string> = new Set(DIFFICULTIES);

/** Max time parses as an integer, max cost as a decimal; empty or invalid is unset. */
export const parseMaxTime = (text: string): number | null => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value > 0 ? value : null;
};
export const parseMaxCost = (text: string): number | null => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
};

export function filtersFromSearch(search: string): SearchFilters {
  const params = new URLSearchParams(search);
  const difficulty = params.get('difficulty') ?? '';
  return {
    q: params.get('q') ?? '',
    difficulty: DIFFICULTY.has(difficulty) ? (difficulty as Difficulty) : '',
    maxTime: parseMaxTime(params.get('maxTime') ?? ''),
    maxCost: parseMaxCost(params.get('maxCost') ?? ''),
    tags: (params.get('tags') ?? '').split(',').filter(Boolean),
  };
}

/** The query string of the filters (only the active ones), used both for the URL and for /api/recipes. */
export function filtersToSearch(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.maxTime !== null) params.set('maxTime', String(filters.maxTime));
  if (filters.maxCost !== null) params.set('maxCost', String(filters.maxCost));
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  return params.toString();
}

/** How many filters of the panel are active (the badge on the Filters button). */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.difficulty ? 1 : 0) +
    (filters.maxTime !== null ? 1 : 0) +
    (filters.maxCost !== null ? 1 : 0) +
    filters.tags.length
  );
}

/** The tags the chooser offers: the first 30 by name, as the tag list is ordered. */
export function chooserTags<T extends { tag: { name: string } }>(tags: readonly T[], count: number): T[] {
  return [...tags].sort((a, b) => a.tag.name.localeCompare(b.tag.name, 'en')).slice(0, count);
}
