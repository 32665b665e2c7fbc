import { useQuery } from '@tanstack/react-query';
import { CACHE_MS, RELATED_TAGS_COUNT, TAG_PAGE_EXCLUDED_RECENT, type Tag } from '@viral/domain';
import { recentlyViewedIds } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useState } from 'react';
import { publicApi } from '../api.ts';

export type TagWithCount = Tag & { usage_count: number };

const tagApi = publicApi.tags[':slug'];
// The client puts parameters into the path as they are.
const param = (slug: string) => ({ slug: encodeURIComponent(slug) });

/** One tag by slug; a 404 (or any failure) leaves `data` undefined: 'Tag Not Found'. */
export function useTag(slug: string) {
  return useQuery({
    queryKey: ['tag', slug],
    queryFn: ({ signal }) => okJson(tagApi.$get({ param: param(slug) }, { init: { signal } })),
    staleTime: CACHE_MS.recipes,
  });
}

/** Up to 10 tags that co-occur on this tag's recipes, most co-occurring first. */
export function useRelatedTags(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['tag', slug, 'related'],
    queryFn: ({ signal }) =>
      okJson(
        tagApi.related.$get(
          { param: param(slug), query: { limit: String(RELATED_TAGS_COUNT) } },
          { init: { signal } },
        ),
      ),
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
      const query = { limit: '48', ...(exclude.length > 0 && { exclude: exclude.join(',') }) };
      return okJson(tagApi.recipes.$get({ param: param(slug), query }, { init: { signal } }));
    },
    enabled,
    staleTime: CACHE_MS.recipes,
  });
}
