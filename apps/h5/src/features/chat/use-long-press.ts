import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** Seed §9: a long press fires after 350 ms and is cancelled by a finger moving more than 10 px. */
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_SLOP_PX = 10;

/**
 * Handlers for an element that does something on a long press (touch or mouse). A right click (or the
 * browser's own long-press menu) does the same instead of showing the browser's menu.
 */
export function useLongPress(onLongPress: () => void) {
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  });
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const cancel = useCallback(() => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      cancel();
      const timer = setTimeout(() => {
        press.current = null;
        latest.current();
      }, LONG_PRESS_MS);
      press.current = { timer, x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: PointerEvent) {
      const start = press.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > LONG_PRESS_SLOP_PX)
        cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu(event: MouseEvent) {
      event.preventDefault();
      cancel();
      latest.current();
    },
  };
}
