import { useEffect, useState } from 'react';
import { HIDE_DELAY_MS, OPEN_DELAY_MS } from './picker-rules';

export interface DelayedVisibility {
  /** In the document at all. */
  mounted: boolean;
  /** Showing (slid in); false while it slides in or out. */
  open: boolean;
}

/**
 * Seed §4: the picker opens 20 ms after it is asked to (so the slide-in transition runs) and is
 * removed 260 ms after it is asked to hide (so the slide-out transition can finish).
 */
export function useDelayedVisibility(requested: boolean): DelayedVisibility {
  const [state, setState] = useState<DelayedVisibility>({ mounted: requested, open: false });

  useEffect(() => {
    if (requested) {
      setState((current) => ({ ...current, mounted: true }));
      const timer = setTimeout(() => setState({ mounted: true, open: true }), OPEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setState((current) => ({ ...current, open: false }));
    const timer = setTimeout(() => setState({ mounted: false, open: false }), HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requested]);

  return state;
}
