import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/client/errors';

/** The console's and the partner pages' React Query client; a 401 means the session ended (or was signed out elsewhere). */
export function makeQueryClient(onSessionEnded?: () => void) {
  const onError = (error: unknown) => {
    if (onSessionEnded && error instanceof ApiClientError && error.status === 401) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiClientError && error.status < 500) && count < 2,
      },
    },
  });
}
