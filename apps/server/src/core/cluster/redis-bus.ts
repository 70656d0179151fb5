import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createHandlers, type ClusterBus } from './cluster-bus';

/** Each topic is one Redis channel under this prefix (chat frames keep `lawbridge:realtime`). */
const CHANNEL_PREFIX = 'lawbridge:';

/**
 * The bus across instances (PRODUCT §17): one connection publishes, one subscribes (a subscribed Redis
 * connection can do nothing else); messages travel as JSON on one channel per topic. Every instance's
 * subscriber receives what any instance published, its own included. ioredis reconnects and subscribes
 * again by itself; what was published meanwhile is lost for that instance, as Redis pub/sub keeps nothing.
 */
export async function createRedisBus(url: string, log: FastifyBaseLogger): Promise<ClusterBus> {
  const handlers = createHandlers(log);
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log.error({ err: error }, 'redis connection failed'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (channel: string, raw: string) => {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch (error) {
      log.error({ err: error, channel }, 'unreadable cluster message from redis');
      return;
    }
    handlers.deliver(channel.slice(CHANNEL_PREFIX.length), message);
  });

  return {
    async publish(topic, message) {
      await publisher.publish(CHANNEL_PREFIX + topic.name, JSON.stringify(message));
    },
    async subscribe(topic, handler) {
      if (handlers.add(topic.name, handler as (message: unknown) => void)) {
        await subscriber.subscribe(CHANNEL_PREFIX + topic.name);
      }
    },
    async ping() {
      await Promise.all([publisher.ping(), subscriber.ping()]);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
