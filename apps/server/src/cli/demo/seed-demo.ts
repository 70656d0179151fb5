import { randomUUID } from 'node:crypto';
import { Channel, flattenLegalTypeLeaves, Gender, YesNo } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../../core/db/schema';
import { defaultNickname } from '../../modules/auth/login-service';
import { areaCodesOf } from '../../modules/common/area-codes';
import { areaTree } from '../../modules/common/area-tree';
import { pinyinInitials } from '../../modules/common/pinyin-initials';
import { createCommonRepo } from '../../modules/common/repo';
import { createCommonService } from '../../modules/common/service';
import { createDemoOperator, writeDemoOperatorFile } from './demo-operator';
import { createDemoRepo } from './demo-repo';
import { generateLawyers, type DemoLawyer } from './lawyers';
import { provincePlaces } from './places';
import { createRandom } from './random';

/** Fixed so every demo installation shows the same lawyers. */
const DEMO_SEED = 20240518;
export const DEMO_LAWYER_COUNT = 72;
export const DEMO_CUSTOMER_PHONES = ['13800000001', '13800000002', '13800000003'];
export const demoLawyerPhone = (index: number) => `139${String(index + 1).padStart(8, '0')}`;

export interface SeedLog {
  info(message: string): void;
}

function demoUser(input: {
  uuid?: string;
  phone: string;
  nickname: string;
  gender: number;
  isLawyer: boolean;
  now: number;
}): NewUser {
  return {
    uuid: input.uuid ?? randomUUID(),
    phone: input.phone,
    nickname: input.nickname,
    avatar_upload_id: null,
    gender: input.gender,
    is_lawyer: input.isLawyer ? YesNo.yes.value : YesNo.no.value,
    channel_type: Channel.own.value,
    openid: null,
    created_at: input.now,
    updated_at: input.now,
    last_login_at: null,
  };
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
    demoUser({
      uuid,
      phone: demoLawyerPhone(index),
      nickname: lawyer.name,
      gender: lawyer.gender,
      isLawyer: true,
      now,
    }),
  );
  await repo.insertLawyer(
    {
      uuid,
      user_id: userId,
      name: lawyer.name,
      gender: lawyer.gender,
      licence_no: lawyer.licenceNo,
      law_firm: lawyer.lawFirm,
      practice_start_year: lawyer.practiceStartYear,
      ...areaCodesOf(lawyer.areaCode),
      degree_id: lawyer.degreeId,
      avatar_upload_id: null,
      description: lawyer.description,
      accepting: lawyer.accepting ? YesNo.yes.value : YesNo.no.value,
      rating: lawyer.rating,
      review_count: lawyer.reviewCount,
      served_orders: lawyer.servedOrders,
      name_pinyin_initials: pinyinInitials(lawyer.name),
      created_at: now,
      updated_at: now,
    },
    lawyer.legalTypeIds,
  );
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
  const common = createCommonService({ repo: createCommonRepo(db) });
  const lawyers = generateLawyers(createRandom(DEMO_SEED), {
    count: DEMO_LAWYER_COUNT,
    provinces: provincePlaces(areaTree()),
    legalTypeLeaves: flattenLegalTypeLeaves(await common.legalTypeTree()),
    degrees: await common.degrees(),
    currentYear: new Date(now).getUTCFullYear(),
  });

  const operator = await db.transaction().execute(async (trx) => {
    const repo = createDemoRepo(trx);
    for (const phone of DEMO_CUSTOMER_PHONES) {
      const nickname = defaultNickname(phone);
      await repo.insertUser(
        demoUser({ phone, nickname, gender: Gender.unknown.value, isLawyer: false, now }),
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
