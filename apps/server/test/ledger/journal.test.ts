import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf, checkJournal, postJournal, UnbalancedJournalError } from '../../src/core/ledger/journal';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const capture = (amount: number) => ({
  kind: 'capture',
  order: { kind: 'service', id: 1 },
  entries: [
    { account: ACCOUNTS.clearing('sandbox'), amount: -amount },
    { account: ACCOUNTS.escrow, amount },
  ],
});

describe('journal rules', () => {
  it.each([
    [
      'entries that do not sum to zero',
      [
        { account: 'escrow', amount: 100 },
        { account: 'platform:revenue', amount: -99 },
      ],
    ],
    ['a single entry', [{ account: 'escrow', amount: 0 }]],
    [
      'a fraction of a fen',
      [
        { account: 'escrow', amount: 0.5 },
        { account: 'platform:revenue', amount: -0.5 },
      ],
    ],
    [
      'a zero entry',
      [
        { account: 'escrow', amount: 0 },
        { account: 'platform:revenue', amount: 0 },
      ],
    ],
    [
      'an unknown account',
      [
        { account: 'escrow', amount: 1 },
        { account: 'somewhere', amount: -1 },
      ],
    ],
    [
      'an unsafe integer',
      [
        { account: 'escrow', amount: 2 ** 60 },
        { account: 'platform:revenue', amount: -(2 ** 60) },
      ],
    ],
  ])('refuses %s', (_what, entries) => {
    expect(() => checkJournal({ kind: 'test', entries })).toThrow(UnbalancedJournalError);
  });

  it('writes nothing when a transaction is refused, even inside a database transaction', async () => {
    const before = await t.app.db.selectFrom('ledger_entries').select('id').execute();
    await expect(
      t.app.db.transaction().execute((trx) =>
        postJournal(
          trx,
          {
            kind: 'bad',
            entries: [
              { account: 'escrow', amount: 5 },
              { account: 'platform:revenue', amount: -4 },
            ],
          },
          1,
        ),
      ),
    ).rejects.toThrow(UnbalancedJournalError);
    expect(await t.app.db.selectFrom('ledger_entries').select('id').execute()).toEqual(before);
  });

  it('keeps balances as sums of entries and the whole ledger at zero', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      await postJournal(trx, capture(4900), 10);
      await postJournal(trx, capture(9900), 11);
      await postJournal(
        trx,
        {
          kind: 'settle',
          entries: [
            { account: ACCOUNTS.escrow, amount: -4900 },
            { account: ACCOUNTS.lawyerAvailable(7), amount: 3920 },
            { account: ACCOUNTS.platformRevenue, amount: 980 },
          ],
        },
        12,
      );
    });
    expect(await balanceOf(t.app.db, ACCOUNTS.escrow)).toBe(9900);
    expect(await balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(7))).toBe(3920);
    expect(await balanceOf(t.app.db, ACCOUNTS.platformRevenue)).toBe(980);
    expect(await balanceOf(t.app.db, ACCOUNTS.clearing('sandbox'))).toBe(-14800);
    expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
  });

  it('rolls the journal back with the state change it belongs to', async () => {
    const before = await balanceOf(t.app.db, ACCOUNTS.escrow);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await postJournal(trx, capture(100), 20);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await balanceOf(t.app.db, ACCOUNTS.escrow)).toBe(before);
  });
});
