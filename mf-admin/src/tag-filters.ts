import type { TagWithUsage } from '@viral/domain';

export type TagFilter = 'all' | 'categories' | 'regular';

/** Tag search matches name or description (any case); usage descending, then name. */
export function filterTags(items: TagWithUsage[], search: string, filter: TagFilter): TagWithUsage[] {
  const needle = search.trim().toLowerCase();
  return items
    .filter(({ tag }) => filter === 'all' || (filter === 'categories') === tag.is_category)
    .filter(
      ({ tag }) =>
        !needle ||
        tag.name.toLowerCase().includes(needle) ||
        (tag.description ?? '').toLowerCase().includes(needle),
    )
    .sort((a, b) => b.usage_count - a.usage_count || a.tag.name.localeCompare(b.tag.name));
}
