import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec §7 and §9: data never goes stale, no refetch on focus, no polling, no retries; GC after 5 min. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
