import type { DashboardSummary } from '@lawbridge/contract';
import type { Clock } from '../../core/clock';
import type { DashboardRepo } from './dashboard-repo';
import { startOfShanghaiDay } from './shanghai-day';

/** Today's figures for the console dashboard; "today" is the calendar day in Asia/Shanghai. */
export async function dashboardSummary(deps: {
  repo: DashboardRepo;
  clock: Clock;
}): Promise<DashboardSummary> {
  const today = startOfShanghaiDay(deps.clock.now());
  const [usersTotal, usersToday, lawyersTotal, loginsToday] = await Promise.all([
    deps.repo.usersTotal(),
    deps.repo.usersCreatedSince(today),
    deps.repo.lawyersTotal(),
    deps.repo.usersLoggedInSince(today),
  ]);
  return {
    users_total: usersTotal,
    users_today: usersToday,
    lawyers_total: lawyersTotal,
    logins_today: loginsToday,
  };
}
