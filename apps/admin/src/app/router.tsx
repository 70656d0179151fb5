import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** Routes live under Vite's `base` (/admin/), where the API server serves the console. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
}
