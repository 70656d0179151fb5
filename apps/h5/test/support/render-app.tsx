import { render } from '@testing-library/react';
import { App } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { createAppRouter } from '../../src/app/router';

/** The whole app (route table, guard, lazy pages) opened at `hash`, e.g. `#/pages/common/about`. */
export function renderAppAt(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  return { ...render(<App queryClient={queryClient} router={router} />), queryClient, router };
}

/** The in-app address now shown (path and query, decoded for readability). */
export const currentHashAddress = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));
