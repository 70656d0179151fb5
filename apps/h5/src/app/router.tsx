import { createHashRouter, Outlet, ScrollRestoration } from 'react-router';
import { bindNavigate } from '../lib/navigation';
import { ROUTES } from './routes';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorView } from './shell/route-error-view';
import { RoutePage } from './shell/route-page';

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Hash routing with base '/' (seed §2): every route of the table, '/' and its alias, then not-found. */
export function createAppRouter() {
  const router = createHashRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorView />,
      children: [
        // One page instance per route: pages that share a component (the content pages) never share state.
        ...ROUTES.map((route) => ({
          path: route.path,
          element: <RoutePage key={route.path} route={route} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
  bindNavigate((to, options) => void router.navigate(to, options));
  return router;
}
