import { randomUUID } from 'node:crypto';
import { Gender } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { defaultNickname } from '../../modules/auth/login-service';
import { createDemoOperator, writeDemoOperatorFile } from './demo-operator';
import { loadDemoLawyerInput } from './demo-input';
import { createDemoRepo } from './demo-repo';
import { demoLawyerRow, demoUserRow } from './demo-rows';
import { generateLawyers, type DemoLawyer } from './lawyers';
import { createRandom } from './random';

/** Fixed so every demo installation shows the same lawyers. */
const DEMO_SEED = 20240518;
export const DEMO_LAWYER_COUNT = 72;
export const DEMO_CUSTOMER_PHONES = ['13800000001', '13800000002', '13800000003'];
export const demoLawyerPhone = (index: number) => `139${String(index + 1).padStart(8, '0')}`;

export interface SeedLog {
  info(message: string): void;
}

async function insertLawyer(
  db: Kysely<Database>,
  lawyer: DemoLawyer,
  index: number,
  now: number,
): Promise<void> {
  const repo = createDemoRepo(db);
  const uuid = randomUUID();
  const userId = await repo.insertUser(
    demoUserRow({
      uuid,
      phone: demoLawyerPhone(index),
      nickname: lawyer.name,
      gender: lawyer.gender,
      isLawyer: true,
      now,
    }),
  );
  await repo.insertLawyer(demoLawyerRow(lawyer, { uuid, userId }, now), lawyer.legalTypeIds);
}

/**
 * Demo data so every list has something to show: the operator `admin` (random password printed
 * once and written to `<dataDir>/demo-operator.txt`), a few customers and 72 certified lawyers
 * over every mainland province and every legal type. Does nothing when the demo data exists.
 */
export async function seedDemo(
  db: Kysely<Database>,
  log: SeedLog,
  options: { dataDir: string; now?: number },
): Promise<void> {
  const [firstCustomer] = DEMO_CUSTOMER_PHONES;
  if (firstCustomer && (await createDemoRepo(db).phoneExists(firstCustomer))) {
    log.info('演示数据已存在，跳过');
    return;
  }
  const now = options.now ?? Date.now();
  const lawyers = generateLawyers(
    createRandom(DEMO_SEED),
    await loadDemoLawyerInput(db, { count: DEMO_LAWYER_COUNT, now }),
  );

  const operator = await db.transaction().execute(async (trx) => {
    const repo = createDemoRepo(trx);
    for (const phone of DEMO_CUSTOMER_PHONES) {
      const nickname = defaultNickname(phone);
      await repo.insertUser(
        demoUserRow({ phone, nickname, gender: Gender.unknown.value, isLawyer: false, now }),
      );
    }
    for (const [index, lawyer] of lawyers.entries()) await insertLawyer(trx, lawyer, index, now);
    return createDemoOperator(trx, now);
  });

  log.info(
    `演示数据已创建：${DEMO_CUSTOMER_PHONES.length} 位用户（${DEMO_CUSTOMER_PHONES.join('、')}），${lawyers.length} 位认证律师`,
  );
  if (operator) {
    const file = writeDemoOperatorFile(options.dataDir, operator.password);
    log.info(`演示运营账号：admin，密码：${operator.password}（控制台 /admin/；已写入 ${file}）`);
  } else {
    log.info('运营账号 admin 已存在，保留其原密码');
  }
}
