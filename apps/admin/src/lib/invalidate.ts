import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks everything an operator action changed as stale: lists on screen load again at once, the
 * others when next shown. Resolves once the visible ones are fresh, so buttons spin until then.
 */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
