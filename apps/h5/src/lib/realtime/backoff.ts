/** The first reconnect waits 1 s; each failed attempt doubles the wait, up to 30 s. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnect attempt `attempt` (0 for the first after a drop). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
}
