import {
  APPOINTMENT_LIFECYCLE,
  SERVICE_ORDER_LIFECYCLE,
  type Actor,
  type Lifecycle,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error';
import {
  applyTransition,
  MSG_STATE_CHANGED,
  type OrderStateStore,
} from '../../src/core/lifecycle/transition';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ACTORS: readonly Actor[] = ['customer', 'lawyer', 'operator', 'system', 'payment'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A store whose compare-and-set always loses: an allowed actor gets as far as it, and no further. */
const losingStore = (kind: string): OrderStateStore<string> & { tried: number } => ({
  kind,
  tried: 0,
  async compareAndSet() {
    this.tried += 1;
    return false;
  },
});

async function outcome(lifecycle: Lifecycle<string, string>, transition: string, actor: Actor) {
  const definition = lifecycle.transitions.find((item) => item.name === transition)!;
  const store = losingStore(lifecycle.kind);
  const journals = definition.money
    ? [{ kind: definition.money, entries: [] as Array<{ account: string; amount: number }> }]
    : [];
  try {
    await applyTransition(t.app.db, {
      lifecycle,
      store,
      order: { id: 1, state: definition.from[0]!, version: 1 },
      transition,
      actor: { kind: actor, id: null },
      now: t.clock.now(),
      journals,
    });
    return 'applied';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return store.tried > 0 && error.userMessage === MSG_STATE_CHANGED
      ? 'reached the state check'
      : error.userMessage;
  }
}

describe.each([
  ['service orders', SERVICE_ORDER_LIFECYCLE],
  ['appointments', APPOINTMENT_LIFECYCLE],
] as const)('every %s transition by its actors only', (_name, lifecycle) => {
  const table = lifecycle as Lifecycle<string, string>;
  it.each(table.transitions.map((transition) => [transition.name, transition.actors] as const))(
    '%s: taken by %j, refused with 无权操作 for every other actor',
    async (transition, actors) => {
      for (const actor of ACTORS) {
        const expected = actors.includes(actor) ? 'reached the state check' : '无权操作';
        expect([actor, await outcome(table, transition, actor)]).toEqual([actor, expected]);
      }
    },
  );
});
