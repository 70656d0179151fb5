import { randomUUID } from 'node:crypto';
import { Gender } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { analyzeAfterBulkWrite } from '../../core/db/dialect';
import type { Database } from '../../core/db/schema';
import { defaultNickname } from '../../modules/auth/login-service';
import type { FileStorage } from '../../core/storage/file-storage';
import type { DocumentFiles } from '../../modules/document-files/document-files';
import { createOperatorRepo } from '../../modules/operator/repo';
import { createDemoOperator, DEMO_OPERATOR_USERNAME, writeDemoOperatorFile } from './demo-operator';
import { seedDemoDocuments } from './documents/seed-demo-documents';
import { loadDemoLawyerInput } from './demo-input';
import { createLawyerServicesRepo, type ServiceBand } from '../../modules/lawyer/lawyer-services-repo';
import { demoOfficeAddress, demoServicePrices } from './demo-prices';
import { createDemoRepo } from './demo-repo';
import { pastClock, seedDemoHistory, type HistoryLawyer } from './demo-history';
import { backdateDemoJoins } from './demo-joins';
import { demoLawyerRow, demoUserRow } from './demo-rows';
import { generateLawyers, type DemoLawyer } from './lawyers';
import { mattersOf } from './matters';
import { generatePerson } from './names';
import { createRandom, type Random } from './random';

/** Fixed so every demo installation shows the same lawyers. */
const DEMO_SEED = 20240518;
export const DEMO_LAWYER_COUNT = 72;
export const DEMO_CUSTOMER_PHONES = ['13800000001', '13800000002', '13800000003'];
export const demoLawyerPhone = (index: number) => `139${String(index + 1).padStart(8, '0')}`;

export interface SeedLog {
  info(message: string): void;
}

/** Customers who bought the demo lawyers' services and reviewed them (next to the three demo logins). */
export const DEMO_REVIEWER_COUNT = 24;
export const demoReviewerPhone = (index: number) => `1380001${String(index + 1).padStart(4, '0')}`;

/** 王先生, 李女士: how people often name themselves on such platforms. */
function reviewerNickname(random: Random): string {
  const person = generatePerson(random);
  const surname = person.name.length === 4 ? person.name.slice(0, 2) : person.name.slice(0, 1);
  return `${surname}${person.gender === Gender.male.value ? '先生' : '女士'}`;
}

/** The lawyers' own prices and office addresses, drawn apart so the other demo values stay as they were. */
interface PriceInput {
  random: Random;
  bands: readonly ServiceBand[];
  currentYear: number;
}

/** The legal-type leaves' names by id, for the matters customers bring to each lawyer. */
type LeafNames = ReadonlyMap<number, string>;

async function insertLawyer(
  db: Kysely<Database>,
  lawyer: DemoLawyer,
  index: number,
  now: number,
  prices: PriceInput,
  leafNames: LeafNames,
): Promise<HistoryLawyer> {
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
  // Taking orders while the demo history is written; 接单中 is set as generated afterwards.
  const row = demoLawyerRow({ ...lawyer, accepting: true }, { uuid, userId }, now);
  const officeAddress = demoOfficeAddress(prices.random, lawyer.cityName);
  const lawyerId = await repo.insertLawyer({ ...row, office_address: officeAddress }, lawyer.legalTypeIds);
  const years = prices.currentYear - lawyer.practiceStartYear;
  await createLawyerServicesRepo(db).saveChoices(
    lawyerId,
    demoServicePrices(prices.random, prices.bands, years),
    now,
  );
  return {
    uuid,
    userId,
    lawyerId,
    name: lawyer.name,
    matters: mattersOf(lawyer.legalTypeIds.map((id) => leafNames.get(id) ?? String(id))),
    orders: lawyer.demoOrders,
    accepting: lawyer.accepting,
  };
}

/**
 * Demo data so every list has something to show: the operator `admin` (random password printed
 * once and written to `<dataDir>/demo-operator.txt`), a few customers, 72 certified lawyers
 * over every mainland province and every legal type, each with an office address and their own prices
 * within the services' bands (demo-prices.ts), and their past service orders and reviews
 * (demo-history.ts), from which their rating, review count and served orders are counted; everyone's
 * join date before what they did (demo-joins.ts); then analyzes the database for the planner. Does nothing when the demo data exists.
 */
export async function seedDemo(
  db: Kysely<Database>,
  log: SeedLog,
  options: {
    dataDir: string;
    now?: number;
    /** Where the demo documents' files go, and the pipeline that makes their previews. */
    documents: { storage: FileStorage; files: Pick<DocumentFiles, 'prepareDocument'> };
  },
): Promise<void> {
  const [firstCustomer] = DEMO_CUSTOMER_PHONES;
  if (firstCustomer && (await createDemoRepo(db).phoneExists(firstCustomer))) {
    log.info('演示数据已存在，跳过');
    return;
  }
  const now = options.now ?? Date.now();
  const lawyerInput = await loadDemoLawyerInput(db, { count: DEMO_LAWYER_COUNT, now });
  const lawyers = generateLawyers(createRandom(DEMO_SEED), lawyerInput);
  const prices: PriceInput = {
    random: createRandom(DEMO_SEED + 2),
    bands: await createLawyerServicesRepo(db).enabledBands(),
    currentYear: lawyerInput.currentYear,
  };

  const people = createRandom(DEMO_SEED + 1);
  const leafNames: LeafNames = new Map(lawyerInput.legalTypeLeaves.map((leaf) => [leaf.id, leaf.name]));

  const { operator, customerIds, historyLawyers } = await db.transaction().execute(async (trx) => {
    const repo = createDemoRepo(trx);
    const ids: number[] = [];
    for (const phone of DEMO_CUSTOMER_PHONES) {
      const nickname = defaultNickname(phone);
      ids.push(
        await repo.insertUser(
          demoUserRow({ phone, nickname, gender: Gender.unknown.value, isLawyer: false, now }),
        ),
      );
    }
    for (let index = 0; index < DEMO_REVIEWER_COUNT; index += 1) {
      const row = demoUserRow({
        phone: demoReviewerPhone(index),
        nickname: reviewerNickname(people),
        gender: Gender.unknown.value,
        isLawyer: false,
        now,
      });
      ids.push(await repo.insertUser(row));
    }
    const inserted: HistoryLawyer[] = [];
    for (const [index, lawyer] of lawyers.entries())
      inserted.push(await insertLawyer(trx, lawyer, index, now, prices, leafNames));
    return { operator: await createDemoOperator(trx, now), customerIds: ids, historyLawyers: inserted };
  });
  const history = await seedDemoHistory(db, people, {
    lawyers: historyLawyers,
    customerIds,
    reviewerIds: customerIds.slice(DEMO_CUSTOMER_PHONES.length),
    now,
    dataDir: options.dataDir,
  });
  const operatorId = (await createOperatorRepo(db).findByUsername(DEMO_OPERATOR_USERNAME))!.id;
  const documents = await seedDemoDocuments({
    db,
    random: createRandom(DEMO_SEED + 3),
    clock: pastClock(now),
    now,
    dataDir: options.dataDir,
    ...options.documents,
    operatorId,
    lawyerUserIds: historyLawyers.map((lawyer) => lawyer.userId),
    // The reviewers, not the three demo logins (whose purchases the journeys make themselves).
    buyerIds: customerIds.slice(DEMO_CUSTOMER_PHONES.length),
  });
  await backdateDemoJoins(db, createRandom(DEMO_SEED + 4), {
    customerIds,
    lawyerUserIds: historyLawyers.map((lawyer) => lawyer.userId),
    operatorId: operator ? operatorId : null,
    now,
  });
  await createDemoRepo(db).markNoticesRead(now);
  await analyzeAfterBulkWrite(db);

  log.info(
    `演示数据已创建：${DEMO_CUSTOMER_PHONES.length} 位用户（${DEMO_CUSTOMER_PHONES.join('、')}），${lawyers.length} 位认证律师，${history.orders} 个已完成的服务订单和 ${history.reviews} 条评价，${documents.documents} 份文档和 ${documents.orders} 个文档订单`,
  );
  if (operator) {
    const file = writeDemoOperatorFile(options.dataDir, operator.password);
    log.info(`演示运营账号：admin，密码：${operator.password}（控制台 /admin/；已写入 ${file}）`);
  } else {
    log.info('运营账号 admin 已存在，保留其原密码');
  }
}
