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
                // One route for the queue with or without an opened application, so the queue stays mounted
                // under the application's drawer.
                path: paths.applicationsWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/applications/pages/applications-page'))
                    .ApplicationsPage,
                }),
              },
              {
                // The list stays mounted under the opened lawyer's drawer.
                path: paths.lawyersWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/lawyers/pages/lawyers-page')).LawyersPage,
                }),
              },
              {
                // The list stays mounted under the opened user's drawer.
                path: paths.usersWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/users/pages/users-page')).UsersPage,
                }),
              },
              {
                // The inbox stays mounted under the opened feedback's reply dialog.
                path: paths.feedbackWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/feedback/pages/feedback-page')).FeedbackPage,
                }),
              },
              {
                path: paths.content,
                lazy: async () => ({
                  Component: (await import('../features/content/pages/content-list-page')).ContentListPage,
                }),
              },
              {
                path: paths.contentEdit,
                lazy: async () => ({
                  Component: (await import('../features/content/pages/content-edit-page')).ContentEditPage,
                }),
              },
              {
                path: paths.auditLog,
                lazy: async () => ({
                  Component: (await import('../features/audit-log/pages/audit-log-page')).AuditLogPage,
                }),
              },
              {
                // The list stays mounted under the opened order's drawer.
                path: paths.serviceOrdersWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/service-orders/pages/service-orders-page'))
                    .ServiceOrdersPage,
                }),
              },
              {
                path: paths.refunds,
                lazy: async () => ({
                  Component: (await import('../features/refunds/pages/refunds-page')).RefundsPage,
                }),
              },
              {
                path: paths.settings,
                lazy: async () => ({
                  Component: (await import('../features/order-settings/pages/order-settings-page'))
                    .OrderSettingsPage,
                }),
              },
              {
                path: paths.reviews,
                lazy: async () => ({
                  Component: (await import('../features/reviews/pages/reviews-page')).ReviewsPage,
                }),
              },
              {
                path: paths.appointmentDispatch,
                lazy: async () => ({
                  Component: (await import('../features/appointments/pages/dispatch-page')).DispatchPage,
                }),
              },
              {
                // The list stays mounted under the opened appointment's drawer.
                path: paths.appointmentsWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/appointments/pages/appointments-page'))
                    .AppointmentsPage,
                }),
              },
              {
                path: paths.appointmentRefunds,
                lazy: async () => ({
                  Component: (await import('../features/appointments/pages/appointment-refunds-page'))
                    .AppointmentRefundsPage,
                }),
              },
              {
                // The queue stays mounted under the opened withdrawal's drawer.
                path: paths.withdrawalsWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/withdrawals/pages/withdrawals-page')).WithdrawalsPage,
                }),
              },
              {
                // The queue stays mounted under the opened appeal's drawer.
                path: paths.appealsWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/appeals/pages/appeals-page')).AppealsPage,
                }),
              },
              {
                path: paths.lawyerStrikes,
                lazy: async () => ({
                  Component: (await import('../features/strikes/pages/strikes-page')).StrikesPage,
                }),
              },
              {
                // The queue stays mounted under the opened document's drawer.
                path: paths.documentReviewWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/documents/pages/document-review-page'))
                    .DocumentReviewPage,
                }),
              },
              {
                // The list stays mounted under the opened document's drawer.
                path: paths.documentsWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/documents/pages/documents-page')).DocumentsPage,
                }),
              },
              {
                path: paths.documentReports,
                lazy: async () => ({
                  Component: (await import('../features/documents/pages/document-reports-page'))
                    .DocumentReportsPage,
                }),
              },
              {
                // The list stays mounted under the opened order's drawer.
                path: paths.documentOrdersWithOpen,
                lazy: async () => ({
                  Component: (await import('../features/document-orders/pages/document-orders-page'))
                    .DocumentOrdersPage,
                }),
              },
              {
                path: paths.documentSettings,
                lazy: async () => ({
                  Component: (await import('../features/documents/pages/document-settings-page'))
                    .DocumentSettingsPage,
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
