import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createLocalHub, type RealtimeHub } from './hub';

/** Every instance subscribes to one channel and delivers what concerns its own sockets. */
export const REALTIME_CHANNEL = 'lawbridge:realtime';

interface Envelope {
  userIds: readonly number[];
  frame: string;
}

/**
 * The hub across instances (PRODUCT §17): a frame published on any instance goes through Redis pub/sub to
 * every instance, each delivering it to the sockets it holds (its own included, once, by the same path).
 * Ready once subscribed, so nothing published after start is missed.
 */
export async function createRedisHub(url: string, log: FastifyBaseLogger): Promise<RealtimeHub> {
  const local = createLocalHub();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log.error({ err: error }, 'redis connection failed'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const envelope = JSON.parse(raw) as Envelope;
      local.deliverLocally(envelope.userIds, envelope.frame);
    } catch (error) {
      log.error({ err: error }, 'unreadable realtime message from redis');
    }
  });
  await subscriber.subscribe(REALTIME_CHANNEL);

  return {
    attach: local.attach,
    localSockets: local.localSockets,
    async ping() {
      await Promise.all([publisher.ping(), subscriber.ping()]);
    },
    async publish(userIds, frame) {
      if (userIds.length === 0) return;
      await publisher.publish(REALTIME_CHANNEL, JSON.stringify({ userIds, frame } satisfies Envelope));
    },
    async close() {
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
