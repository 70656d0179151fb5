import { QueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session/session-store';
import { USER_QUERY_SCOPE } from '../features/user/api/user-keys';

/**
 * One query client for the app. Failed calls are not retried: the request layer already shows
 * each failure to the user, and a retry would show it again.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // Someone signing in or out must not see the previous user's data (a token rotation keeps it).
  useSession.subscribe((state, previous) => {
    if (state.token !== previous.token && (!state.token || !previous.token)) {
      client.removeQueries({ queryKey: USER_QUERY_SCOPE });
    }
  });
  return client;
}
