import { useQuery } from '@tanstack/react-query';
import {
  CACHE_MS,
  RELATED_TAGS_COUNT,
  type RecipePage,
  type RelatedTag,
  TAG_PAGE_EXCLUDED_RECENT,
  type Tag,
} from '@viral/domain';
import { apiGet, recentlyViewedIds } from '@viral/ui';
import { useState } from 'react';

export type TagWithCount = Tag & { usage_count: number };

/** One tag by slug; a 404 (or any failure) leaves `data` undefined: 'Tag Not Found'. */
export function useTag(slug: string) {
  return useQuery({
    queryKey: ['tag', slug],
    queryFn: ({ signal }) => apiGet<TagWithCount>(`/api/tags/${encodeURIComponent(slug)}`, { signal }),
    staleTime: CACHE_MS.recipes,
  });
}

/** Up to 10 tags that co-occur on this tag's recipes, most co-occurring first. */
export function useRelatedTags(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['tag', slug, 'related'],
    queryFn: ({ signal }) =>
      apiGet<{ items: RelatedTag[] }>(`/api/tags/${slug}/related?limit=${RELATED_TAGS_COUNT}`, { signal }),
    select: (list) => list.items.slice(0, RELATED_TAGS_COUNT),
    enabled,
  });
}

/** The tag's recipes without the last 10 this browser viewed (spec 2, Tag page). */
export function useTagRecipes(slug: string, enabled: boolean) {
  const [exclude] = useState(() => recentlyViewedIds(TAG_PAGE_EXCLUDED_RECENT));
  return useQuery({
    queryKey: ['tag', slug, 'recipes', exclude],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '48' });
      if (exclude.length > 0) params.set('exclude', exclude.join(','));
      return apiGet<RecipePage>(`/api/tags/${slug}/recipes?${params}`, { signal });
    },
    enabled,
    staleTime: CACHE_MS.recipes,
  });
}
