import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_MS, type LoginRequest } from '@viral/domain';
import { ApiError } from '@viral/ui';
import { okEmpty, okJson } from '@viral/ui/api-client';
import { useEffect } from 'react';
import { adminApi } from './admin-api.ts';

export const SESSION_QUERY_KEY = ['admin', 'session'] as const;
const fetchMe = () => okJson(adminApi.auth.me.$get());
type Me = Awaited<ReturnType<typeof fetchMe>>;

/** The signed-in user, cached for 10 minutes. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: CACHE_MS.adminSession,
    gcTime: CACHE_MS.adminSession,
  });
}

export const isAdmin = (me: Me | undefined) => me?.user?.role === 'admin';

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => okJson(adminApi.auth.login.$post({ json: credentials })),
    onSuccess: ({ user }) => client.setQueryData<Me>(SESSION_QUERY_KEY, { user }),
  });
}

/** Ends the session on the server and forgets the cached user (and every admin query) here. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => okEmpty(adminApi.auth.logout.$post()),
    onSettled: () => {
      client.removeQueries({ queryKey: ['admin'] });
      client.setQueryData<Me>(SESSION_QUERY_KEY, { user: null });
    },
  });
}

/**
 * A session that ended on the server (expired, or signed out elsewhere) makes admin calls answer
 * 401: forget the cached user so the guard sends the admin to /admin/login.
 */
export function useEndSessionOnUnauthorized() {
  const client = useQueryClient();
  useEffect(() => {
    const forget = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401)
        client.setQueryData<Me>(SESSION_QUERY_KEY, { user: null });
    };
    const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') forget(event.action.error);
    });
    const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') forget(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [client]);
}
