import { API, OPERATOR_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { call, loginAs, multipartFile, type EnvelopeReply } from '../../helpers/api';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { loggedInLawyer } from '../../lawyer/lawyer-fixtures';
import { signedInOperator } from '../../operator/operator-api';
import { textPdf } from '../../document-files/pdf-fixtures';

/** The people of the document tests: a certified lawyer (sells), two customers, an operator. */
export interface DocumentWorld extends TestApp {
  lawyer: string;
  lawyerUserId: number;
  customer: string;
  customerUserId: number;
  other: string;
  operator: string;
  /** A leaf legal type (劳动合同 under 劳动纠纷 in the base data) and its parent. */
  leafTypeId: number;
  parentTypeId: number;
}

async function userId(app: FastifyInstance, phone: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A leaf legal type of the base data and its parent. */
async function leafType(app: FastifyInstance): Promise<{ leaf: number; parent: number }> {
  const leaf = await app.db
    .selectFrom('legal_types')
    .select(['id', 'parent_id'])
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { leaf: leaf.id, parent: leaf.parent_id! };
}

/** A fresh app and its people for the enclosing `describe` (closed after it). */
export function useDocumentWorld(
  options: () => Promise<Parameters<typeof createTestApp>[0]> = async () => ({}),
): () => DocumentWorld {
  let world: DocumentWorld | null = null;
  beforeAll(async () => {
    const test = await createTestApp(await options());
    const { app } = test;
    const lawyer = await loggedInLawyer(app, '13700000010', { name: '王律师' });
    const customer = await loginAs(app, '13700000011');
    const other = await loginAs(app, '13700000012');
    const types = await leafType(app);
    world = {
      ...test,
      lawyer: lawyer.token,
      lawyerUserId: await userId(app, '13700000010'),
      customer,
      customerUserId: await userId(app, '13700000011'),
      other,
      operator: await signedInOperator(app, test.clock.now()),
      leafTypeId: types.leaf,
      parentTypeId: types.parent,
    };
  });
  afterAll(async () => world?.close());
  return () => {
    if (!world) throw new Error('the document world is made in beforeAll');
    return world;
  };
}

/** Uploads a file through POST API.uploadFile as the user; answers the upload id. */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  name = 'document.pdf',
  type = 'application/pdf',
): Promise<string> {
  const body = multipartFile('file', { name, type, bytes: Buffer.from(bytes) });
  const response = await app.inject({
    method: 'POST',
    url: API.uploadFile,
    headers: { ...body.headers, [TOKEN_HEADER]: token },
    payload: body.payload,
  });
  const answer = response.json<{ code: number; msg: string; data: { id: string } }>();
  if (answer.code !== 0) throw new Error(`upload refused: ${answer.msg}`);
  return answer.data.id;
}

let serial = 0;

/** A PDF nobody uploaded before (its text names a serial number), `pages` long. */
export async function uniquePdf(pages = 1): Promise<Uint8Array> {
  serial += 1;
  const stamp = `${process.pid}-${Date.now()}-${serial}`;
  return textPdf(pages, (page) => `Contract template ${stamp} page ${page}`);
}

export interface NewDocument {
  title?: string;
  tags?: string[];
  price?: number;
  legal_type_id?: number;
  description?: string;
}

/** The body of POST API.documents for an uploaded file, with a valid default for everything else. */
export function documentBody(world: DocumentWorld, fileId: string, fields: NewDocument = {}) {
  return {
    title: '劳动合同范本',
    legal_type_id: world.leafTypeId,
    tags: ['劳动', '合同'],
    description: '适用于一般企业与员工签订的劳动合同，条款齐全。',
    price: 0,
    file_id: fileId,
    ...fields,
  };
}

/** Uploads a fresh PDF and lists it as `token`; answers the reply of POST API.documents. */
export async function postDocument(
  world: DocumentWorld,
  token: string,
  fields: NewDocument = {},
  bytes?: Uint8Array,
): Promise<EnvelopeReply<{ id: number; state: string }>> {
  const fileId = await uploadFile(world.app, token, bytes ?? (await uniquePdf()));
  return call(world.app, {
    method: 'POST',
    url: API.documents,
    token,
    payload: documentBody(world, fileId, fields),
  });
}

/** Runs the conversion job until nothing waits (what the kick after an upload and the scheduler do). */
export async function processAll(app: FastifyInstance): Promise<void> {
  await app.documents.processor.drain();
}

/** The console's call as the operator. */
export async function consoleCall<T = unknown>(
  world: DocumentWorld,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
): Promise<EnvelopeReply<T>['body']> {
  const response = await world.app.inject({
    method: request.method,
    url: request.url,
    headers: { [OPERATOR_TOKEN_HEADER]: world.operator },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  return response.json();
}

/** A document uploaded, processed and approved: listed in the centre. */
export async function listedDocument(
  world: DocumentWorld,
  token: string,
  fields: NewDocument = {},
): Promise<number> {
  const created = await postDocument(world, token, fields);
  if (created.body.code !== 0) throw new Error(`document refused: ${created.body.msg}`);
  await processAll(world.app);
  const version = await world.app.db
    .selectFrom('document_versions')
    .select('id')
    .where('document_id', '=', created.body.data.id)
    .where('state', '=', 'reviewing')
    .executeTakeFirstOrThrow();
  const review = await consoleCall(world, {
    method: 'POST',
    url: API.admin.documentReview,
    payload: { version_id: version.id, decision: 'approve' },
  });
  if (review.code !== 0) throw new Error(`approval refused: ${review.msg}`);
  return created.body.data.id;
}

/** A paid order of the document by the user, written straight into the table (orders are d3's module). */
export async function boughtBy(world: DocumentWorld, documentId: number, buyerId: number): Promise<number> {
  const document = await world.app.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const now = world.clock.now();
  const order = await world.app.db
    .insertInto('document_orders')
    .values({
      order_no: `D${now}${buyerId}${documentId}`.slice(0, 32),
      document_id: documentId,
      version_id: document.listed_version_id!,
      buyer_id: buyerId,
      uploader_user_id: document.uploader_user_id!,
      lawyer_id: document.uploader_lawyer_id,
      price: document.price,
      commission_percent: 30,
      state: 'paid',
      created_at: now,
      paid_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** The in-app notices a user has received (kind and text). */
export const noticesOf = (world: DocumentWorld, userId: number) =>
  world.app.db.selectFrom('notifications').select(['kind', 'body']).where('user_id', '=', userId).execute();
