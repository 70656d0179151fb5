import { awaitsPayment, type ChatServerFrame, type Lifecycle } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** How long after the deadline the page asks first (the server's timer works due timers every few seconds)… */
export const DEADLINE_GRACE_MS = 1_000;
/** …and then again, until the order has left the state or this long after the deadline passed. */
export const DEADLINE_RETRY_MS = 5_000;
export const DEADLINE_RETRY_FOR_MS = 60_000;

/**
 * When an order waiting for its payment closes by itself: the lifecycle table's timer of that state,
 * counted from the order's creation (an order enters its paying state when it is placed). Null when the
 * state waits for no payment or has no such timer.
 */
export function paymentDeadline<S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  order: { state: S; created_at: number },
): number | null {
  const timer = lifecycle.timers.find((item) => item.state === order.state && item.from === 'entered');
  return timer && awaitsPayment(lifecycle, order.state) ? order.created_at + timer.afterMs : null;
}

/**
 * Keeps an open order page in step with the order (service orders and appointments, customer and lawyer):
 * a pushed notice about this order (its link names the order), or the socket coming back after missing
 * frames, asks for the order again; with a `deadline` (an unpaid order's 15 minutes), the page asks at the deadline and every few
 * seconds after it until the order has left that state (the caller passes null then), for a minute at most
 * (a page opened long after the deadline asks once). The socket code loads
 * after the page, as for the notification bell.
 */
export function useLiveOrder(input: {
  orderNo: string;
  /** The order's query on the page, asked again. */
  queryKey: readonly unknown[];
  deadline: number | null;
}): void {
  const { orderNo, deadline } = input;
  const queryClient = useQueryClient();
  const refetch = useRef(() => {});
  refetch.current = () => void queryClient.invalidateQueries({ queryKey: input.queryKey });

  useEffect(() => {
    const unsubscribes: Array<() => void> = [];
    let unmounted = false;
    const apply = (frame: ChatServerFrame) => {
      if (frame.type === 'notification' && frame.notification.link.includes(orderNo)) refetch.current();
    };
    void import('./shared-socket').then(({ chatSocket }) => {
      if (unmounted) return;
      const socket = chatSocket();
      unsubscribes.push(
        socket.subscribe(apply),
        // After a reconnect (frames may have been missed); not on every HTTP poll while it is down.
        socket.subscribeResync((reason) => {
          if (reason === 'reconnect') refetch.current();
        }),
      );
    });
    return () => {
      unmounted = true;
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [orderNo]);

  useEffect(() => {
    if (deadline === null) return;
    let retry: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        refetch.current();
        retry = setInterval(() => {
          if (Date.now() > deadline + DEADLINE_RETRY_FOR_MS) clearInterval(retry);
          else refetch.current();
        }, DEADLINE_RETRY_MS);
      },
      Math.max(0, deadline - Date.now()) + DEADLINE_GRACE_MS,
    );
    return () => {
      clearTimeout(first);
      clearInterval(retry);
    };
  }, [deadline]);
}
