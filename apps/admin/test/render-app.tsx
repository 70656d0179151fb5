import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { routes } from '../src/app/routes';

/**
 * The console's providers, with antd in its zero-runtime mode: components and class names are the same, but
 * antd generates no component style sheets. jsdom's getComputedStyle (asked by antd's tables measuring the
 * scrollbar, and by testing-library's role queries for every element) matches every rule of every sheet in
 * the document, and generating and matching antd's sheets took most of the suite's CPU. jsdom lays nothing
 * out; every test reads the same without them.
 */
function TestProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
    </ConfigProvider>
  );
}

/** Renders the console's real routes at `path`, as the browser would after /admin. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** Renders a single component inside the console's providers. */
export function renderWithProviders(ui: ReactNode) {
  return render(<TestProviders>{ui}</TestProviders>);
}

export const currentPath = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;
