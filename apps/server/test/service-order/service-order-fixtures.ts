import type { FastifyInstance } from 'fastify';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { createServiceOrderService } from '../../src/modules/service-order/service';
import { loginAs } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { createOperator } from '../operator/operator-api';

let phoneCounter = 0;
const nextPhone = () => `1360000${String((phoneCounter += 1)).padStart(4, '0')}`;

export async function userIdOf(app: FastifyInstance, phone: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer, a lawyer taking orders, the 图文咨询 config and the order service on sandbox payments. */
export async function serviceOrderWorld(t: TestApp) {
  const customerPhone = nextPhone();
  await loginAs(t.app, customerPhone);
  const lawyerPhone = nextPhone();
  const lawyer = await loggedInLawyer(t.app, lawyerPhone, { name: '周律师' });
  const lawyerRow = await t.app.db
    .selectFrom('lawyers')
    .select(['id'])
    .where('uuid', '=', lawyer.uuid)
    .executeTakeFirstOrThrow();
  const config = await t.app.db
    .selectFrom('order_configs')
    .select(['id', 'price'])
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  const operatorId = await createOperator(t.app, `op${phoneCounter}`, t.clock.now());
  /** One more signed-in customer (a customer may have at most 5 unpaid orders at once). */
  async function anotherCustomer(): Promise<number> {
    const phone = nextPhone();
    await loginAs(t.app, phone);
    return userIdOf(t.app, phone);
  }

  return {
    operatorId,
    anotherCustomer,
    service: createServiceOrderService({
      db: t.app.db,
      clock: t.clock,
      payments: t.app.payments,
      notifier: t.app.notifier,
      directory: t.app.lawyerDirectory,
    }),
    customerId: await userIdOf(t.app, customerPhone),
    lawyerUserId: await userIdOf(t.app, lawyerPhone),
    lawyerId: lawyerRow.id,
    lawyerUuid: lawyer.uuid,
    lawyerPhone,
    config,
  };
}

export async function ledgerFigures(app: FastifyInstance, lawyerId: number) {
  return {
    escrow: await balanceOf(app.db, ACCOUNTS.escrow),
    /** The lawyer's income, held (pending) or released (available). */
    lawyer:
      (await balanceOf(app.db, ACCOUNTS.lawyerPending(lawyerId))) +
      (await balanceOf(app.db, ACCOUNTS.lawyerAvailable(lawyerId))),
    platform: await balanceOf(app.db, ACCOUNTS.platformRevenue),
    clearing: await balanceOf(app.db, ACCOUNTS.clearing('sandbox')),
    total: await createLedgerRepo(app.db).sumOfAll(),
  };
}
