/**
 * Who is connected, and delivery of frames to users (PRODUCT §9, §14): a user may have several sockets
 * (phone and desktop, a reconnect overlapping the old one); every one of them receives the user's frames.
 * The app's hub goes over the cluster bus (cluster-hub.ts), so with REDIS_URL it fans frames out across
 * instances; this local one also serves command-line tools.
 */
export interface RealtimeHub {
  /** Registers one socket of the user; answers the function that removes it. */
  attach(userId: number, deliver: (frame: string) => void): () => void;
  /** Sends a serialized frame to every socket of these users, wherever they are connected. */
  publish(userIds: readonly number[], frame: string): Promise<void>;
  /** Sockets connected to this instance (the benchmark and health read it). */
  localSockets(): number;
  close(): Promise<void>;
}

/** The hub of one process: a map from user to that user's sockets here. */
export function createLocalHub(): RealtimeHub & {
  deliverLocally(userIds: readonly number[], frame: string): void;
} {
  const sockets = new Map<number, Set<(frame: string) => void>>();
  let count = 0;

  function deliverLocally(userIds: readonly number[], frame: string): void {
    for (const userId of userIds) {
      for (const deliver of sockets.get(userId) ?? []) deliver(frame);
    }
  }

  return {
    attach(userId, deliver) {
      let mine = sockets.get(userId);
      if (!mine) sockets.set(userId, (mine = new Set()));
      mine.add(deliver);
      count += 1;
      return () => {
        if (!mine.delete(deliver)) return;
        count -= 1;
        if (mine.size === 0) sockets.delete(userId);
      };
    },
    async publish(userIds, frame) {
      deliverLocally(userIds, frame);
    },
    deliverLocally,
    localSockets: () => count,
    async close() {
      sockets.clear();
      count = 0;
    },
  };
}
