import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api';

/** Where a person lands when their session ended while a signed-in screen was open. */
export const SIGNED_OUT_AFTER_IDLE_PATH = '/login?reason=idle';

/**
 * Set when the person signs out: the screen's last requests may then answer 401 (the live stream
 * ends and refreshes), and that must not send them to the "signed out after a while" note.
 */
let signingOut = false;
export const markSigningOut = () => {
  signingOut = true;
};

/**
 * Spec §7 and §9: data never goes stale, no refetch on focus, no polling, no retries; GC after 5 min.
 * A 401 while someone was signed in means their session ended (decision 021): the page reloads on
 * the sign-in screen, which says why, and nothing of the last screen stays in memory.
 */
export const createQueryClient = () => {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
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
  const onError = (error: unknown) => {
    // A change refused because the family's plan lapsed: the plan's banner shows it at once.
    if (error instanceof ApiError && error.status === 402) {
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      return;
    }
    if (signingOut || !(error instanceof ApiError) || error.status !== 401) return;
    if (!queryClient.getQueryData(['auth', 'user'])) return;
    if (typeof window !== 'undefined') window.location.assign(SIGNED_OUT_AFTER_IDLE_PATH);
  };
  return queryClient;
};
