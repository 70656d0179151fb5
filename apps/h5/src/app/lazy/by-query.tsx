import { useEffect } from 'react';
import { useFirstScreenComplete } from '../first-screen';
import type { PageLoader, PageProps } from '../page-types';
import { LazyPage } from './lazy-page';

/**
 * One route drawn by two pages, picked by whether the address has the query parameter `param` (the
 * document centre, or with `id` a document's detail): each is its own chunk, so neither loads the other's
 * code with its first screen. index.html preloads the one the address names (scripts/build-plugins.ts
 * reads the two imports of this call in routes.ts); the other one loads once the first screen is complete,
 * so going from one to the other (a card to its detail) waits for no code.
 */
export function byQuery(param: string, withParam: PageLoader, without: PageLoader): PageLoader {
  function QueryPage({ query }: PageProps) {
    const has = query[param] !== undefined;
    const firstScreenComplete = useFirstScreenComplete();
    useEffect(() => {
      if (firstScreenComplete) void (has ? without() : withParam()).catch(() => undefined);
    }, [firstScreenComplete, has]);
    return !has ? (
      <LazyPage key="without" load={without} query={query} />
    ) : (
      <LazyPage key="with" load={withParam} query={query} />
    );
  }
  return async () => ({ default: QueryPage });
}
