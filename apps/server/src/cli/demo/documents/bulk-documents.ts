import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { analyzeAfterBulkWrite } from '../../../core/db/dialect';
import type { Database } from '../../../core/db/schema';
import '../../../core/db/schema-documents';
import { nextCatalogueRevision } from '../../../modules/document/catalogue/revision';
import { documentSearchText } from '../../../modules/document/search-text';
import { createRandom, type Random } from '../random';

/** Fixed so every bulk database holds the same documents. */
const BULK_SEED = 20261127;
const ROWS_PER_STATEMENT = 400;
const ROWS_PER_TRANSACTION = 20_000;
export const BULK_DOCUMENTS_MAX = 1_000_000;
const DAY = 86_400_000;

/** What a generated title is about, the leaf legal type it belongs to, and its tags. */
const SUBJECTS: ReadonlyArray<{ name: string; type: string; tags: readonly string[] }> = [
  { name: '劳动合同', type: '劳动仲裁', tags: ['劳动合同', '入职'] },
  { name: '竞业限制协议', type: '劳动仲裁', tags: ['竞业限制', '保密'] },
  { name: '工资支付申请书', type: '拖欠工资', tags: ['工资', '仲裁'] },
  { name: '工伤赔偿协议', type: '工伤赔偿', tags: ['工伤', '赔偿'] },
  { name: '社保补缴投诉书', type: '社保纠纷', tags: ['社保', '投诉'] },
  { name: '离婚协议书', type: '离婚纠纷', tags: ['离婚', '协议'] },
  { name: '抚养费变更起诉状', type: '子女抚养', tags: ['抚养费', '起诉状'] },
  { name: '婚前财产约定书', type: '财产分割', tags: ['婚前财产', '约定'] },
  { name: '遗嘱', type: '遗产继承', tags: ['遗嘱', '继承'] },
  { name: '借款合同', type: '民间借贷', tags: ['借款', '借条'] },
  { name: '还款计划协议', type: '债务追讨', tags: ['还款', '债务'] },
  { name: '催款律师函', type: '债务追讨', tags: ['律师函', '催款'] },
  { name: '交通事故赔偿协议', type: '交通事故', tags: ['交通事故', '赔偿'] },
  { name: '取保候审申请书', type: '取保候审', tags: ['取保候审', '刑事'] },
  { name: '房屋买卖合同', type: '房屋买卖', tags: ['买房', '过户'] },
  { name: '房屋租赁合同', type: '房屋租赁', tags: ['租房', '押金'] },
  { name: '拆迁补偿协议', type: '征地拆迁', tags: ['拆迁', '补偿'] },
  { name: '股权转让协议', type: '股权纠纷', tags: ['股权', '转让'] },
  { name: '合伙协议', type: '公司设立', tags: ['合伙', '出资'] },
  { name: '商标许可合同', type: '知识产权', tags: ['商标', '许可'] },
  { name: '买卖合同', type: '合同纠纷', tags: ['买卖', '采购'] },
  { name: '服务合同', type: '合同纠纷', tags: ['服务', '验收'] },
  { name: '医疗纠纷调解申请书', type: '医疗纠纷', tags: ['医疗', '调解'] },
  { name: '行政复议申请书', type: '行政诉讼', tags: ['复议', '行政'] },
  { name: '消费投诉书', type: '消费维权', tags: ['消费', '投诉'] },
];
const CONTEXTS = [
  '',
  '个人',
  '企业',
  '电商',
  '餐饮',
  '建筑',
  '物流',
  '教育',
  '制造业',
  '互联网',
  '外贸',
  '零售',
];
const QUALIFIERS = [
  '标准范本',
  '通用版',
  '详细版',
  '简易版',
  '含填写说明',
  '律师修订版',
  '双方适用版',
  '附条款解读',
];

interface BulkDocument {
  title: string;
  legalTypeId: number;
  tags: string[];
  price: number;
  pages: number;
  sales: number;
  ratingCount: number;
  ratingSum: number;
  listedAt: number;
}

function generate(random: Random, typeIds: Map<string, number>, now: number): BulkDocument {
  const subject = random.pick(SUBJECTS);
  const title = `${random.pick(CONTEXTS)}${subject.name}（${random.pick(QUALIFIERS)}）`;
  const legalTypeId = typeIds.get(subject.type);
  if (legalTypeId === undefined) throw new Error(`no legal type ${subject.type}`);
  const ratingCount = random.chance(0.6) ? random.int(1, 80) : 0;
  return {
    title,
    legalTypeId,
    tags: [...subject.tags],
    price: random.chance(0.25) ? 0 : random.int(1, 200) * 100 - 10,
    pages: random.int(2, 40),
    sales: random.int(0, 2_000),
    ratingCount,
    ratingSum: ratingCount === 0 ? 0 : ratingCount * random.int(3, 5) - random.int(0, ratingCount),
    listedAt: now - random.int(1, 720) * DAY,
  };
}

/**
 * Inserts `count` listed documents with one approved version each (a generated title, tags, price, page
 * count, sales and ratings; no file: the benchmark reads lists, not files), uploaded
 * by the certified lawyers already in the database, then analyzes the tables. For the document centre's benchmark (`npm run bench --
 * documents`); returns 0 when bulk documents exist already.
 */
export async function seedBulkDocuments(
  db: Kysely<Database>,
  options: { count: number; now: number },
): Promise<number> {
  const { count, now } = options;
  if (!Number.isInteger(count) || count < 1 || count > BULK_DOCUMENTS_MAX) {
    throw new Error(`文档数量须为 1 到 ${BULK_DOCUMENTS_MAX} 之间的整数`);
  }
  const existing = await db
    .selectFrom('document_versions')
    .select('id')
    .where('upload_id', 'like', 'bulk-%')
    .limit(1)
    .executeTakeFirst();
  if (existing) return 0;
  const uploaders = await db
    .selectFrom('lawyers')
    .select(['id', 'user_id'])
    .orderBy('id')
    .limit(2_000)
    .execute();
  if (uploaders.length === 0)
    throw new Error('批量文档需要已认证的律师作为上传者（先运行 seed-bulk-lawyers）');
  const types = await db.selectFrom('legal_types').select(['id', 'name']).execute();
  const typeIds = new Map(types.map((type) => [type.name, type.id]));
  const random = createRandom(BULK_SEED);

  for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(count, start + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      const catalogue_revision = await nextCatalogueRevision(trx);
      for (let first = start; first < end; first += ROWS_PER_STATEMENT) {
        const batch = Array.from({ length: Math.min(ROWS_PER_STATEMENT, end - first) }, () =>
          generate(random, typeIds, now),
        );
        const documentRows = batch.map((doc) => {
          const uploader = random.pick(uploaders);
          return {
            uploader_user_id: uploader.user_id,
            uploader_lawyer_id: uploader.id,
            title: doc.title,
            search_text: documentSearchText(doc.title, doc.tags),
            legal_type_id: doc.legalTypeId,
            tags: JSON.stringify(doc.tags),
            description: `${doc.title}，适用于常见情形，附填写说明和风险提示。`,
            price: doc.price,
            state: 'listed' as const,
            sales: doc.sales,
            rating_sum: doc.ratingSum,
            rating_count: doc.ratingCount,
            listed_at: doc.listedAt,
            created_at: doc.listedAt - DAY,
            updated_at: doc.listedAt,
            catalogue_revision,
          };
        });
        const inserted = await trx.insertInto('documents').values(documentRows).returning('id').execute();
        await trx
          .insertInto('document_versions')
          .values(
            inserted.map((row, offset) => ({
              document_id: row.id,
              version_no: 1,
              upload_id: `bulk-${row.id}`,
              format: 'pdf' as const,
              size: 40_000 + (batch[offset]?.pages ?? 1) * 20_000,
              sha256: createHash('sha256').update(`bulk-${row.id}`).digest('hex'),
              pages: batch[offset]?.pages ?? 1,
              state: 'approved' as const,
              created_at: documentRows[offset]?.created_at ?? now,
              processed_at: documentRows[offset]?.created_at ?? now,
              reviewed_at: documentRows[offset]?.listed_at ?? now,
              updated_at: documentRows[offset]?.listed_at ?? now,
            })),
          )
          .execute();
        await trx
          .updateTable('documents')
          .set((eb) => ({
            listed_version_id: eb
              .selectFrom('document_versions')
              .select('document_versions.id')
              .whereRef('document_versions.document_id', '=', 'documents.id'),
          }))
          .where(
            'id',
            'in',
            inserted.map((row) => row.id),
          )
          .execute();
      }
    });
  }
  await analyzeAfterBulkWrite(db);
  return count;
}
