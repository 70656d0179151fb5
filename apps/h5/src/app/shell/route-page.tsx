import type { UserTypeValue } from '@lawbridge/contract';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePageTitleOverride } from '../../lib/page-title';
import { useSession } from '../../lib/session/session-store';
import { parseQuery } from '../../lib/url';
import { decideAccess } from '../access';
import { LazyPage } from '../lazy/lazy-page';
import { activeTab } from '../navigation/tab-bars';
import type { AppRoute } from '../routes';
import { PageFrame } from './page-frame';

function tabOf(side: UserTypeValue, address: string) {
  const active = activeTab(side, address);
  return active ? { side, active } : null;
}

/** One route of the table: login/lawyer guard, document title (the page may set its own), page frame (with the tab bar on tab pages) and the lazy page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { pathname, search } = useLocation();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const side = useSession((state) => state.type);
  const query = useMemo(() => parseQuery(search), [search]);
  const title = usePageTitleOverride() ?? route.title;

  useEffect(() => {
    document.title = title;
  }, [title]);

  const decision = decideAccess(route, pathname + search, { token, user });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <PageFrame title={title} bar={route.bar} tab={tabOf(side, pathname + search)}>
      <LazyPage load={route.load} query={query} />
    </PageFrame>
  );
}
