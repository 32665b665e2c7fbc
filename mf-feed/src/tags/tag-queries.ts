import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  CACHE_MS,
  RELATED_TAGS_COUNT,
  relatedTagsKey,
  TAG_PAGE_EXCLUDED_RECENT,
  TAG_PAGE_SIZE,
  type Tag,
  tagReadKey,
  tagRecipesKey,
} from '@viral/domain';
import { recentlyViewedIds } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useEffect, useState } from 'react';
import { publicApi } from '../api.ts';

export type TagWithCount = Tag & { usage_count: number; image_url?: string | null };

const tagApi = publicApi.tags[':slug'];
// The client puts parameters into the path as they are.
const param = (slug: string) => ({ slug: encodeURIComponent(slug) });

/** One tag by slug; a 404 (or any failure) leaves `data` undefined: 'Tag Not Found'. */
export function useTag(slug: string) {
  return useQuery({
    queryKey: tagReadKey(slug),
    queryFn: ({ signal }) => okJson(tagApi.$get({ param: param(slug) }, { init: { signal } })),
    staleTime: CACHE_MS.recipes,
  });
}

/** Up to 10 tags that co-occur on this tag's recipes, most co-occurring first. */
export function useRelatedTags(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: relatedTagsKey(slug),
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

/**
 * The last 10 recipes this browser viewed, which the tag page leaves out. They are known only in
 * the browser: the first render has none, as the server's does, and they arrive once mounted.
 */
function useRecentlyViewed(): string[] {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(recentlyViewedIds(TAG_PAGE_EXCLUDED_RECENT)), []);
  return recent;
}

/**
 * The tag's recipes without the last 10 this browser viewed (unless `showSeen`), for the tag page;
 * pages follow `next_cursor`, and the first says how many it left out (`hidden`). While a change of
 * what is left out loads, the list shown stays.
 */
export function useTagRecipes(slug: string, enabled: boolean, showSeen = false) {
  const recent = useRecentlyViewed();
  const exclude = showSeen ? [] : recent;
  return useInfiniteQuery({
    queryKey: tagRecipesKey(slug, exclude),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = {
        limit: String(TAG_PAGE_SIZE),
        ...(exclude.length > 0 && { exclude: exclude.join(',') }),
        ...(pageParam && { cursor: pageParam }),
      };
      return okJson(tagApi.recipes.$get({ param: param(slug), query }, { init: { signal } }));
    },
    getNextPageParam: (page) => page.next_cursor,
    enabled,
    staleTime: CACHE_MS.recipes,
    // After queryFn, so the page type is inferred from it first.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === slug ? previous : undefined,
  });
}
