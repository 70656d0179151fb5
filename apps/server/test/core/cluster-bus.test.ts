import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBus, topic, type ClusterBus } from '../../src/core/cluster/cluster-bus';
import { createRedisBus } from '../../src/core/cluster/redis-bus';
import { createLogger } from '../../src/core/logger';
import { startTestRedis, type TestRedis } from '../helpers/test-redis';

const silent = createLogger('silent');
const CHANGED = topic<{ uuid: string }>('test-changed');
const OTHER = topic<{ n: number }>('test-other');

function recordingLog() {
  const errors: string[] = [];
  const log = { ...silent, error: (_fields: object, message: string) => errors.push(message) };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

/** Every message a handler received, in order. */
function inbox<T>() {
  const received: T[] = [];
  return { received, handler: (message: T) => void received.push(message) };
}

const arrived = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

let redis: TestRedis;
const buses: ClusterBus[] = [];
beforeAll(async () => {
  redis = await startTestRedis();
});
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});
afterAll(() => redis.stop());

async function redisBus(log: FastifyBaseLogger = silent): Promise<ClusterBus> {
  const bus = await createRedisBus(redis.url, log);
  buses.push(bus);
  return bus;
}

describe('the cluster bus through Redis', () => {
  it('brings each message once to the subscribers of its topic on every instance, the sender included', async () => {
    const [a, b] = [await redisBus(), await redisBus()];
    const [onA, onB, otherOnB] = [
      inbox<{ uuid: string }>(),
      inbox<{ uuid: string }>(),
      inbox<{ n: number }>(),
    ];
    await a.subscribe(CHANGED, onA.handler);
    await b.subscribe(CHANGED, onB.handler);
    await b.subscribe(OTHER, otherOnB.handler);

    await a.publish(CHANGED, { uuid: 'first' });
    await b.publish(CHANGED, { uuid: 'second' });
    // Redis keeps the order per connection: once 'second' is in, a repeated 'first' would be too.
    await arrived(() => expect(onA.received).toEqual([{ uuid: 'first' }, { uuid: 'second' }]));
    await arrived(() => expect(onB.received).toEqual([{ uuid: 'first' }, { uuid: 'second' }]));
    expect(otherOnB.received).toEqual([]);
    await a.publish(OTHER, { n: 7 });
    await arrived(() => expect(otherOnB.received).toEqual([{ n: 7 }]));
  });

  it('logs an unreadable message or a failing handler and goes on delivering', async () => {
    const { log, errors } = recordingLog();
    const bus = await redisBus(log);
    const kept = inbox<{ uuid: string }>();
    await bus.subscribe(CHANGED, () => {
      throw new Error('handler broke');
    });
    await bus.subscribe(CHANGED, kept.handler);
    const raw = new Redis(redis.url);
    try {
      await raw.publish('lawbridge:test-changed', 'not json');
    } finally {
      raw.disconnect();
    }
    await bus.publish(CHANGED, { uuid: 'after' });
    await arrived(() => expect(kept.received).toEqual([{ uuid: 'after' }]));
    expect(errors).toEqual(['unreadable cluster message from redis', 'cluster message handler failed']);
  });

  it('answers a ping while Redis is there, and refuses one once closed', async () => {
    const bus = await createRedisBus(redis.url, silent);
    await expect(bus.ping()).resolves.toBeUndefined();
    await bus.close();
    await expect(bus.ping()).rejects.toThrow(/closed/i);
  });
});

describe('the cluster bus in one process', () => {
  it('hands each message to the handlers of its topic before publish resolves', async () => {
    const bus = createLocalBus(silent);
    const [first, second, other] = [
      inbox<{ uuid: string }>(),
      inbox<{ uuid: string }>(),
      inbox<{ n: number }>(),
    ];
    await bus.subscribe(CHANGED, first.handler);
    await bus.subscribe(CHANGED, second.handler);
    await bus.subscribe(OTHER, other.handler);
    await bus.publish(CHANGED, { uuid: 'x' });
    expect([first.received, second.received, other.received]).toEqual([[{ uuid: 'x' }], [{ uuid: 'x' }], []]);
    await expect(bus.ping()).resolves.toBeUndefined();
  });
});
