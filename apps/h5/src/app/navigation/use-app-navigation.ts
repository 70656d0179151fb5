import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitAddress } from '../../lib/url';
import { useGoBack } from '../../lib/use-go-back';
import { PATHS } from '../paths';
import { isTabAddress, routePathOf } from './tab-bars';

/** Kept in a tab page's history entry: whether it was switched to from the home tab. */
interface TabEntryState {
  fromHome?: boolean;
}

export interface AppNavigation {
  /** Opens an ordinary page on top of this one; back returns here. Tab pages are refused (seed §2). */
  navigateTo(address: string): void;
  /** Replaces this page with an ordinary page. Tab pages are refused (seed §2). */
  redirectTo(address: string): void;
  /**
   * Shows a tab page (only tab pages, seed §2). From the home tab the tab opens on top of home, so
   * back returns home; between the other tabs it replaces the current one; back to home returns to
   * the home entry. Tab switches never pile up history.
   */
  switchTab(address: string): void;
  /** Starts over at `address`, replacing this page (after logout, a side switch, a finished flow). */
  reLaunch(address: string): void;
  /** Back, or home on the first history entry (seed §2). */
  navigateBack(): void;
  /** Opens an address the way its kind needs: switches to a tab page, navigates to any other. */
  open(address: string): void;
}

function refuseTab(address: string, how: string): void {
  if (isTabAddress(address)) throw new Error(`${address} is a tab page: use switchTab, not ${how}`);
}

/** The seed's navigation kinds (§2) over the hash router's history. */
export function useAppNavigation(): AppNavigation {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateBack = useGoBack();

  const switchTab = useCallback(
    (address: string) => {
      if (!isTabAddress(address)) throw new Error(`${address} is not a tab page: switchTab needs one`);
      const here = location.pathname + location.search;
      const sameTab = routePathOf(here) === routePathOf(address);
      if (sameTab && location.search === splitAddress(address).search) return;
      const fromHome = (location.state as TabEntryState | null)?.fromHome === true;
      const onHome = routePathOf(here) === PATHS.home;
      if (routePathOf(address) === PATHS.home) {
        if (fromHome) void navigate(-1);
        else void navigate(PATHS.home, { replace: true });
      } else if (onHome) {
        void navigate(address, { state: { fromHome: true } satisfies TabEntryState });
      } else {
        void navigate(address, { replace: true, state: { fromHome } satisfies TabEntryState });
      }
    },
    [location, navigate],
  );

  return useMemo(() => {
    const navigateTo = (address: string) => {
      refuseTab(address, 'navigateTo');
      void navigate(address);
    };
    return {
      navigateTo,
      redirectTo: (address) => {
        refuseTab(address, 'redirectTo');
        void navigate(address, { replace: true });
      },
      switchTab,
      reLaunch: (address) => void navigate(address, { replace: true }),
      navigateBack,
      open: (address) => (isTabAddress(address) ? switchTab(address) : navigateTo(address)),
    };
  }, [navigate, navigateBack, switchTab]);
}
