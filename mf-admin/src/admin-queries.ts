import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Difficulty } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { adminApi } from './admin-api.ts';

export type RecipeFilters = { q: string; difficulty: Difficulty | ''; limit: number; offset: number };

export function useAdminRecipes({ q, difficulty, limit, offset }: RecipeFilters) {
  const query = { limit, offset, q: q.trim() || undefined, difficulty: difficulty || undefined };
  return useQuery({
    queryKey: ['admin', 'recipes', query],
    queryFn: () => okJson(adminApi.admin.recipes.$get({ query })),
    placeholderData: keepPreviousData,
  });
}

export const useDashboardStats = () =>
  useQuery({ queryKey: ['admin', 'stats'], queryFn: () => okJson(adminApi.admin.stats.$get()) });

export const useAllTags = () =>
  useQuery({
    queryKey: ['admin', 'tags'],
    queryFn: async () => (await okJson(adminApi.tags.$get({ query: {} }))).items,
  });

export const usePurgeCounts = () =>
  useQuery({
    queryKey: ['admin', 'purge-counts'],
    queryFn: () => okJson(adminApi.admin.purge.$get()),
  });
