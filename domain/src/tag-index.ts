import type { TagWithUsage } from './api.ts';
import { TAG_INDEX } from './constants.ts';

/**
 * The tag index's sections (/categories): tags in use, most used first (then by name), the
 * categories apart from the other tags. The bff paints the first section from the same list.
 */
export function tagIndexSections(tags: readonly TagWithUsage[]) {
  const used = tags
    .filter((entry) => entry.usage_count > 0)
    .sort((a, b) => b.usage_count - a.usage_count || a.tag.name.localeCompare(b.tag.name));
  return {
    used,
    categories: used.filter((entry) => entry.tag.is_category).slice(0, TAG_INDEX.categories),
    trending: used.filter((entry) => !entry.tag.is_category).slice(0, TAG_INDEX.trendingTags),
  };
}
