import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, loaded once something wants it: `deferredComponent(load)`
 * gives a hook answering the component once loaded (at once in every later render, the code being kept
 * here) or null until then, starting the load the first time it is called with `wanted` true. A load that
 * fails leaves null: the caller's stand-in stays (the next mount asks again).
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (wanted: boolean) => ComponentType<P> | null {
  let loaded: ComponentType<P> | null = null;
  return function useDeferredComponent(wanted) {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component || !wanted) return undefined;
      let live = true;
      load().then(
        (arrived) => {
          loaded = arrived;
          if (live) setComponent(() => arrived);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [component, wanted]);
    return component;
  };
}
