import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  APPOINTMENT_LIFECYCLE,
  awaitsPayment,
  LIFECYCLES,
  lifecycleMermaid,
  SERVICE_ORDER_LIFECYCLE,
  ServiceState,
  type Lifecycle,
} from '../src';

const DOC = fileURLToPath(new URL('../../../docs/lifecycles.md', import.meta.url));

/** The mermaid block that follows the heading `## <title>` in docs/lifecycles.md. */
function documentedDiagram(title: string): string | null {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${title}\n`));
  return section?.match(/```mermaid\n([\s\S]*?)\n```/)?.[1] ?? null;
}

describe.each(LIFECYCLES.map((lifecycle) => [lifecycle.title, lifecycle as Lifecycle<string, string>]))(
  '%s lifecycle table',
  (_title, lifecycle) => {
    const states = new Set(lifecycle.states.map((state) => state.key));

    it('names only its own states, and every transition and timer once', () => {
      expect(states.has(lifecycle.initial)).toBe(true);
      for (const transition of lifecycle.transitions) {
        for (const from of transition.from) expect(states.has(from)).toBe(true);
        if (transition.to !== null) expect(states.has(transition.to)).toBe(true);
        expect(transition.actors.length).toBeGreaterThan(0);
      }
      const names = lifecycle.transitions.map((transition) => transition.name);
      expect(new Set(names).size).toBe(names.length);
      for (const timer of lifecycle.timers) {
        const transition = lifecycle.transitions.find((item) => item.name === timer.transition);
        expect(transition?.from).toContain(timer.state);
        expect(transition?.actors).toContain('system');
      }
    });

    it('leaves terminal states only through money-only events', () => {
      for (const state of lifecycle.states.filter((item) => item.terminal)) {
        const leaving = lifecycle.transitions.filter(
          (transition) => transition.from.includes(state.key) && transition.to !== null,
        );
        expect(leaving).toEqual([]);
      }
    });

    it('is drawn in docs/lifecycles.md exactly as the table says', () => {
      expect(documentedDiagram(lifecycle.title)).toBe(lifecycleMermaid(lifecycle));
    });
  },
);

describe('service order lifecycle', () => {
  it('keeps the seed three-state values for the paid part', () => {
    const seedValues = Object.fromEntries(
      SERVICE_ORDER_LIFECYCLE.states.map((state) => [state.key, state.seedValue]),
    );
    expect(seedValues).toMatchObject({
      waiting: ServiceState.waiting.value,
      pending: ServiceState.pending.value,
      finish: ServiceState.finish.value,
    });
  });

  it('offers each person only their own buttons', () => {
    const names = (state: Parameters<typeof actionsFor>[1], role: Parameters<typeof actionsFor>[2]) =>
      actionsFor(SERVICE_ORDER_LIFECYCLE, state as never, role).map((transition) => transition.name);
    expect(names('unpaid', 'customer')).toEqual(['close']);
    expect(names('waiting', 'lawyer')).toEqual(['accept', 'reject']);
    expect(names('waiting', 'customer')).toEqual(['cancel']);
    expect(names('pending', 'lawyer')).toEqual(['deliver', 'agree_refund', 'answer_refund']);
    expect(names('pending', 'customer')).toEqual(['confirm', 'request_refund']);
    expect(names('pending', 'operator')).toEqual([
      'refund_full',
      'refund_partial',
      'refund_refused',
      'operator_cancel',
      'operator_refund',
    ]);
    expect(names('waiting', 'operator')).toEqual(['operator_cancel', 'operator_refund']);
    expect(names('finish', 'customer')).toEqual([]);
  });

  it('moves money on exactly the transitions that pay, refund or settle', () => {
    const money = Object.fromEntries(
      SERVICE_ORDER_LIFECYCLE.transitions.map((transition) => [transition.name, transition.money]),
    );
    expect(money).toMatchObject({
      pay: 'capture',
      close: null,
      accept: null,
      reject: 'refund_all',
      cancel: 'refund_all',
      accept_timeout: 'refund_all',
      confirm: 'settle',
      auto_finish: 'settle',
      refund_full: 'refund_all',
      refund_partial: 'refund_part',
    });
  });
});

describe('awaitsPayment (the customer’s 去支付)', () => {
  it('holds only where a payment moves the order on: unpaid, in both order kinds', () => {
    const waiting = (lifecycle: Lifecycle<string, string>) =>
      lifecycle.states.filter((state) => awaitsPayment(lifecycle, state.key)).map((state) => state.key);
    expect(waiting(SERVICE_ORDER_LIFECYCLE)).toEqual(['unpaid']);
    expect(waiting(APPOINTMENT_LIFECYCLE)).toEqual(['unpaid']);
  });

  it('does not count a payment sent back where it came too late (a payment event that moves nothing)', () => {
    const lateRefund = SERVICE_ORDER_LIFECYCLE.transitions.find(
      (item) => item.name === 'refund_late_payment',
    );
    expect(lateRefund?.actors).toContain('payment');
    expect(lateRefund?.from).toContain('closed');
    expect(awaitsPayment(SERVICE_ORDER_LIFECYCLE, 'closed')).toBe(false);
    expect(awaitsPayment(APPOINTMENT_LIFECYCLE, 'closed')).toBe(false);
  });

  it('reads the table: a lifecycle whose payment leaves from another state awaits it there', () => {
    const table: Lifecycle<'draft' | 'quoted' | 'paid', 'quote' | 'pay'> = {
      kind: 'service',
      title: '测试',
      initial: 'draft',
      states: [
        { key: 'draft', seedValue: null, label: '草稿', terminal: false },
        { key: 'quoted', seedValue: null, label: '已报价', terminal: false },
        { key: 'paid', seedValue: null, label: '已支付', terminal: true },
      ],
      transitions: [
        { name: 'quote', from: ['draft'], to: 'quoted', actors: ['lawyer'], label: '报价', money: null },
        {
          name: 'pay',
          from: ['quoted'],
          to: 'paid',
          actors: ['payment'],
          label: '支付成功',
          money: 'capture',
        },
      ],
      timers: [],
    };
    expect(awaitsPayment(table, 'draft')).toBe(false);
    expect(awaitsPayment(table, 'quoted')).toBe(true);
    expect(awaitsPayment(table, 'paid')).toBe(false);
  });
});
