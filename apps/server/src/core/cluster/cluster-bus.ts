import type { FastifyBaseLogger } from 'fastify';

/** A kind of message on the bus; `T` is what its messages carry (JSON-serializable). */
export interface Topic<T> {
  name: string;
  /** Never set: carries `T` for the type checker. */
  readonly message?: T;
}

export const topic = <T>(name: string): Topic<T> => ({ name });

/**
 * Messages to every instance of the server (PRODUCT §17): chat frames, cache invalidations. In one
 * process by default; with REDIS_URL through Redis pub/sub (redis-bus.ts). A message reaches the
 * handlers of every instance subscribed to its topic, this one's included; none is kept for an instance
 * that was not subscribed when it was sent.
 */
export interface ClusterBus {
  publish<T>(topic: Topic<T>, message: T): Promise<void>;
  /** Handles the topic's messages from now on; resolves once they are certain to arrive. */
  subscribe<T>(topic: Topic<T>, handler: (message: T) => void): Promise<void>;
  /** Resolves when messages can travel (Redis answers); the in-process bus always can. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The handlers of each topic, called one by one; a failing handler is logged and the others still run. */
export function createHandlers(log: FastifyBaseLogger) {
  const byTopic = new Map<string, Set<(message: unknown) => void>>();
  return {
    /** Adds the handler; true when it is the topic's first. */
    add(name: string, handler: (message: unknown) => void): boolean {
      const handlers = byTopic.get(name) ?? new Set();
      byTopic.set(name, handlers.add(handler));
      return handlers.size === 1;
    },
    deliver(name: string, message: unknown): void {
      for (const handler of byTopic.get(name) ?? []) {
        try {
          handler(message);
        } catch (error) {
          log.error({ err: error, topic: name }, 'cluster message handler failed');
        }
      }
    },
    clear: () => byTopic.clear(),
  };
}

/** The bus of one process: a message goes straight to this process's handlers, as it was published. */
export function createLocalBus(log: FastifyBaseLogger): ClusterBus {
  const handlers = createHandlers(log);
  return {
    async publish(topic, message) {
      handlers.deliver(topic.name, message);
    },
    async subscribe(topic, handler) {
      handlers.add(topic.name, handler as (message: unknown) => void);
    },
    async ping() {},
    async close() {
      handlers.clear();
    },
  };
}
