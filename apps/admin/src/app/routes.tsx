import type { RouteObject } from 'react-router';
import { PageLoading } from './page-loading';
import { paths } from './paths';
import { RequireOperator } from './require-operator';
import { RouteError } from './route-error';

/** Every console route; pages and the layout are loaded on demand. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
      },
      {
        Component: RequireOperator,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: paths.auditLog,
                lazy: async () => ({
                  Component: (await import('../features/audit-log/pages/audit-log-page')).AuditLogPage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
              },
            ],
          },
        ],
      },
    ],
  },
];
