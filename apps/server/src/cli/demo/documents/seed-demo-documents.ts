import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../core/clock';
import type { Database } from '../../../core/db/schema';
import type { FileStorage } from '../../../core/storage/file-storage';
import type { DocumentFiles } from '../../../modules/document-files/document-files';
import { createLinksRepo } from '../../../modules/document-order/links-repo';
import { createUploadRepo } from '../../../modules/upload/repo';
import { releaseDueIncome } from '../../../modules/wallet/release-job';
import type { Random } from '../random';
import { DEMO_DOCUMENT_RATINGS, DEMO_DOCUMENT_REPLIES } from './demo-document-ratings';
import { DEMO_DOCUMENT_TEXTS, type DemoDocumentText } from './demo-document-texts';
import { demoDocumentPdf } from './demo-pdf';
import { offlineDocumentServices } from './offline-document-services';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoDocumentsInput {
  db: Kysely<Database>;
  random: Random;
  clock: Clock & { set(at: number): void };
  now: number;
  dataDir: string;
  storage: FileStorage;
  files: Pick<DocumentFiles, 'prepareDocument'>;
  /** The demo operator who reviews them. */
  operatorId: number;
  /** Certified demo lawyers (user ids), the uploaders. */
  lawyerUserIds: readonly number[];
  /** Customers who buy and rate them (not the demo logins the journeys use). */
  buyerIds: readonly number[];
}

/** The demo lawyers whose legal types include the document's type or its parent. */
async function uploadersByType(db: Kysely<Database>, lawyerUserIds: readonly number[]) {
  const rows = await db
    .selectFrom('lawyers')
    .innerJoin('lawyer_legal_types', 'lawyer_legal_types.lawyer_id', 'lawyers.id')
    .innerJoin('legal_types', 'legal_types.id', 'lawyer_legal_types.legal_type_id')
    .select(['lawyers.user_id', 'legal_types.name', 'legal_types.id'])
    .where('lawyers.user_id', 'in', [...lawyerUserIds])
    .execute();
  const types = await db.selectFrom('legal_types').select(['id', 'name', 'parent_id']).execute();
  const byName = new Map(types.map((type) => [type.name, type]));
  return (text: DemoDocumentText): { typeId: number; userIds: number[] } => {
    const type = byName.get(text.legalType);
    if (!type) throw new Error(`demo document ${text.title}: no legal type ${text.legalType}`);
    const accepted = new Set([type.id, type.parent_id]);
    const userIds = rows.filter((row) => accepted.has(row.id)).map((row) => row.user_id);
    return { typeId: type.id, userIds: userIds.length > 0 ? userIds : [...lawyerUserIds] };
  };
}

/** The PDF as an upload of `userId` (what `POST /upload/file` would have written). */
async function storeUpload(
  input: DemoDocumentsInput,
  text: DemoDocumentText,
  userId: number,
): Promise<string> {
  const bytes = await demoDocumentPdf(text);
  const scratch = await mkdtemp(path.join(input.dataDir, 'demo-document-'));
  try {
    const file = path.join(scratch, 'document.pdf');
    await writeFile(file, bytes);
    const id = randomBytes(16).toString('base64url');
    const key = `files/${id.slice(0, 2)}/${id}.pdf`;
    await input.storage.writeFile(key, file, { contentType: 'application/pdf', size: bytes.length });
    await createUploadRepo(input.db).insert({
      id,
      owner_user_id: userId,
      owner_operator_id: null,
      mime: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      path: key,
      created_at: input.clock.now(),
      visibility: 'private',
      file_name: `${text.title}.pdf`,
    });
    return id;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The demo document centre (PRODUCT §12): every demo text uploaded by a demo lawyer of its legal type through
 * the real upload service, converted by the real processing job, approved by the demo operator; the priced ones
 * bought by demo customers through the sandbox, downloaded (the first download finishes the order and settles
 * the uploader's income, held like all income), some rated once with a text used nowhere else and some of those
 * replied to. Sales, ratings and income all come from those orders. Returns how many documents and orders.
 */
export async function seedDemoDocuments(
  input: DemoDocumentsInput,
): Promise<{ documents: number; orders: number }> {
  const { db, random, clock, now } = input;
  const services = offlineDocumentServices(input);
  const uploaders = await uploadersByType(db, input.lawyerUserIds);
  const ratings = [...DEMO_DOCUMENT_RATINGS];
  const replies = [...DEMO_DOCUMENT_REPLIES];
  const links = createLinksRepo(db);
  let orders = 0;

  // Oldest first, so ids follow time as in real use.
  const planned = DEMO_DOCUMENT_TEXTS.map((text) => ({
    text,
    at: now - random.int(40 * DAY, 150 * DAY),
  })).sort((a, b) => a.at - b.at);
  for (const [index, { text, at }] of planned.entries()) {
    const { typeId, userIds } = uploaders(text);
    const uploaderId = random.pick(userIds);
    clock.set(at);
    const fileId = await storeUpload(input, text, uploaderId);
    const created = await services.uploads.create({
      userId: uploaderId,
      body: {
        title: text.title,
        legal_type_id: typeId,
        tags: [...text.tags],
        description: text.description,
        price: Math.round(text.priceYuan * 100),
        file_id: fileId,
      },
    });
    await services.processor.drain();
    clock.set(at + random.int(2 * HOUR, 20 * HOUR));
    const version = await db
      .selectFrom('document_versions')
      .select(['id', 'state', 'failure'])
      .where('document_id', '=', created.id)
      .executeTakeFirstOrThrow();
    if (version.state !== 'reviewing') {
      throw new Error(`demo document ${text.title} was not processed: ${version.failure ?? version.state}`);
    }
    await services.reviews.review({
      body: { version_id: version.id, decision: 'approve' },
      actor: { operatorId: input.operatorId, ip: null },
    });
    if (text.priceYuan === 0) continue;

    const buyers = random.sample(input.buyerIds, random.int(1, 5));
    for (const [offset, buyerId] of buyers.entries()) {
      const boughtAt = clock.now() + random.int(6 * HOUR, 25 * DAY);
      if (boughtAt > now - DAY) break;
      clock.set(boughtAt);
      const order = await services.orders.create({ buyerId, documentId: created.id });
      clock.set(boughtAt + 2 * MINUTE);
      const paid = await services.orders.recordPayment({
        orderNo: order.order_no,
        amount: Number(order.price),
        providerTxn: `DEMODOC${String(index + 1).padStart(3, '0')}${String(offset + 1).padStart(2, '0')}`,
      });
      const downloadedAt = boughtAt + random.int(3 * MINUTE, 2 * HOUR);
      clock.set(downloadedAt);
      const link = {
        id: randomBytes(12).toString('base64url'),
        user_id: buyerId,
        document_id: created.id,
        version_id: paid.version_id,
        order_id: paid.id,
        format: 'pdf' as const,
        purpose: 'download' as const,
        expires_at: downloadedAt + MINUTE,
      };
      await links.insert(link, downloadedAt);
      await links.logUse({ ...link, created_at: downloadedAt }, null, downloadedAt);
      await services.orders.firstUse(paid);
      orders += 1;

      const rating = random.chance(0.7) ? ratings.shift() : undefined;
      if (!rating) continue;
      clock.set(Math.min(downloadedAt + random.int(HOUR, 3 * DAY), now - 2 * HOUR));
      const rated = await services.ratings.rate({
        userId: buyerId,
        body: { document_id: created.id, score: rating.score, text: rating.text },
      });
      const reply = random.chance(0.4) ? replies.shift() : undefined;
      if (!reply) continue;
      clock.set(Math.min(clock.now() + random.int(2 * HOUR, 2 * DAY), now - HOUR));
      await services.ratings.reply({ userId: uploaderId, body: { id: rated.id, text: reply } });
    }
  }
  await releaseDueIncome(db, now);
  return { documents: planned.length, orders };
}
