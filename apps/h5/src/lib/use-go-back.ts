import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../app/paths';

/** The router records the position of each history entry in `history.state.idx`; 0 is the first. */
export function isFirstHistoryEntry(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) === 0;
}

/** Goes back; on the first history entry there is nothing to go back to, so it goes home (seed §2). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (isFirstHistoryEntry()) void navigate(PATHS.home, { replace: true });
    else void navigate(-1);
  }, [navigate]);
}
