import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRecipePage, DashboardStats, Difficulty, PurgeCounts, TagWithUsage } from '@viral/domain';
import { adminFetch } from './admin-api.ts';

export type RecipeFilters = { q: string; difficulty: Difficulty | ''; limit: number; offset: number };

export function useAdminRecipes({ q, difficulty, limit, offset }: RecipeFilters) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q.trim()) params.set('q', q.trim());
  if (difficulty) params.set('difficulty', difficulty);
  return useQuery({
    queryKey: ['admin', 'recipes', params.toString()],
    queryFn: () => adminFetch<AdminRecipePage>(`/api/admin/recipes?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useDashboardStats = () =>
  useQuery({ queryKey: ['admin', 'stats'], queryFn: () => adminFetch<DashboardStats>('/api/admin/stats') });

export const useAllTags = () =>
  useQuery({
    queryKey: ['admin', 'tags'],
    queryFn: async () => (await adminFetch<{ items: TagWithUsage[] }>('/api/tags')).items,
  });

export const usePurgeCounts = () =>
  useQuery({
    queryKey: ['admin', 'purge-counts'],
    queryFn: () => adminFetch<PurgeCounts>('/api/admin/purge'),
  });
