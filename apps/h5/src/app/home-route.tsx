import { UserType } from '@lawbridge/contract';
import { useSession } from '../lib/session/session-store';
import { LazyPage } from './lazy/lazy-page';
import type { PageLoader, PageProps } from './page-types';

const customerHome: PageLoader = () => import('../features/home/pages/home-page');
const lawyerWorkbench: PageLoader = () => import('../features/lawyer-workbench/pages/workbench-page');

/** '/' is the customer home, or the lawyer workbench while the session is on the lawyer side. */
export function HomeRoute({ query }: PageProps) {
  const lawyerSide = useSession((state) => state.type === UserType.lawyer.value);
  return lawyerSide ? (
    <LazyPage key="lawyer" load={lawyerWorkbench} query={query} />
  ) : (
    <LazyPage key="customer" load={customerHome} query={query} />
  );
}
