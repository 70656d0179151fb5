import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { routes } from '../src/app/routes';

/** Renders the console's real routes at `path`, as the browser would after /admin. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Renders a single component inside the console's providers. */
export function renderWithProviders(ui: ReactNode) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

export const currentPath = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;
