import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { API } from '@lawbridge/contract';
import { nextCatalogueRevision } from '../../../src/modules/document/catalogue/revision';
import { call, loginAs } from '../../helpers/api';
import type { TestApp } from '../../helpers/test-app';
import { loggedInLawyer } from '../../lawyer/lawyer-fixtures';
import { userIdOf } from '../../service-order/service-order-fixtures';

let serial = 0;
const nextPhone = () =>
  `1375${String(process.pid % 1000).padStart(3, '0')}${String((serial += 1)).padStart(4, '0')}`;

/** An A4 PDF of `pages` pages, page n reading `Page n of <title>` in Helvetica. */
export async function samplePdf(pages: number, title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage([595, 842]).drawText(`Page ${page} of ${title}`, { x: 60, y: 760, size: 18, font });
  }
  return Buffer.from(await doc.save());
}

export interface SeededDocument {
  id: number;
  versionId: number;
  price: number;
  title: string;
}

/** A signed-in user: token, id and phone. */
export async function signedInUser(t: TestApp) {
  const phone = nextPhone();
  const token = await loginAs(t.app, phone);
  return { token, phone, id: await userIdOf(t.app, phone) };
}

/**
 * Documents as the catalogue leaves them, written as rows (no dependence on the catalogue's service): an
 * uploader lawyer, their listed documents with a stored PDF (and, for Word ones, the original file).
 */
export async function documentWorld(t: TestApp) {
  const lawyerPhone = nextPhone();
  const lawyerLogin = await loggedInLawyer(t.app, lawyerPhone, { name: '文律师' });
  const lawyer = await t.app.db
    .selectFrom('lawyers')
    .select(['id', 'user_id'])
    .where('uuid', '=', lawyerLogin.uuid)
    .executeTakeFirstOrThrow();
  const legalType = await t.app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();

  async function storeUpload(bytes: Buffer, mime: string, name: string, ownerId: number): Promise<string> {
    const id = randomBytes(12).toString('hex');
    const key = `documents/${id}`;
    await t.app.storage.write(key, bytes, { contentType: mime, size: bytes.length });
    await t.app.db
      .insertInto('uploads')
      .values({
        id,
        owner_user_id: ownerId,
        owner_operator_id: null,
        mime,
        size: bytes.length,
        sha256: randomBytes(32).toString('hex'),
        path: key,
        created_at: t.clock.now(),
        file_name: name,
        visibility: 'private',
      })
      .execute();
    return id;
  }

  /** Stores a version's file (a PDF of `pages` pages reading its title, and a Word original) and lists it. */
  async function listVersion(
    documentId: number,
    input: { versionNo: number; title: string; pages: number; word: boolean; uploaderId: number },
  ): Promise<number> {
    const now = t.clock.now();
    const pdf = await samplePdf(input.pages, input.title);
    const pdfUpload = await storeUpload(pdf, 'application/pdf', `${input.title}.pdf`, input.uploaderId);
    const upload = input.word
      ? await storeUpload(
          Buffer.from('word file bytes'),
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          `${input.title}.docx`,
          input.uploaderId,
        )
      : pdfUpload;
    const { path: pdfKey } = await t.app.db
      .selectFrom('uploads')
      .select('path')
      .where('id', '=', pdfUpload)
      .executeTakeFirstOrThrow();
    const version = await t.app.db
      .insertInto('document_versions')
      .values({
        document_id: documentId,
        version_no: input.versionNo,
        upload_id: upload,
        format: input.word ? 'docx' : 'pdf',
        size: pdf.length,
        sha256: randomBytes(32).toString('hex'),
        pdf_key: pdfKey,
        pages: input.pages,
        state: 'approved',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('documents')
      .set({ listed_version_id: version.id })
      .where('id', '=', documentId)
      .execute();
    return version.id;
  }

  /** A listed document (paid by default) of the world's lawyer, or of `uploaderId`. */
  async function listedDocument(
    options: { price?: number; pages?: number; title?: string; word?: boolean; uploaderId?: number } = {},
  ): Promise<SeededDocument> {
    const now = t.clock.now();
    const title = options.title ?? `Labour contract ${(serial += 1)}`;
    const price = options.price ?? 990;
    const uploaderId = options.uploaderId ?? lawyer.user_id;
    const { id } = await t.app.db.transaction().execute(async (trx) =>
      trx
        .insertInto('documents')
        .values({
          uploader_user_id: uploaderId,
          uploader_lawyer_id: uploaderId === lawyer.user_id ? lawyer.id : null,
          title,
          search_text: title.toLowerCase(),
          legal_type_id: legalType.id,
          tags: '[]',
          description: '一份劳动合同范本，适用于大多数情形。',
          price,
          state: 'listed',
          listed_at: now,
          created_at: now,
          updated_at: now,
          catalogue_revision: await nextCatalogueRevision(trx),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const versionId = await listVersion(id, {
      versionNo: 1,
      title,
      pages: options.pages ?? 2,
      word: options.word ?? false,
      uploaderId,
    });
    return { id, versionId, price, title };
  }

  /** The review approved a new version of the document: it is the one on sale now (PDF pages read `text`). */
  async function newVersion(document: SeededDocument, text: string): Promise<number> {
    await t.app.db
      .updateTable('document_versions')
      .set({ state: 'superseded' })
      .where('document_id', '=', document.id)
      .execute();
    return listVersion(document.id, {
      versionNo: 2,
      title: text,
      pages: 1,
      word: false,
      uploaderId: lawyer.user_id,
    });
  }

  return {
    lawyerId: lawyer.id,
    lawyerUserId: lawyer.user_id,
    lawyerToken: lawyerLogin.token,
    lawyerPhone,
    listedDocument,
    newVersion,
    buyer: () => signedInUser(t),
  };
}

export type DocumentWorld = Awaited<ReturnType<typeof documentWorld>>;

/** POST API.documentOrders (购买) as the user. */
export const buy = (t: TestApp, token: string, documentId: number) =>
  call<{ order_no: string }>(t.app, {
    method: 'POST',
    url: API.documentOrders,
    token,
    payload: { document_id: documentId },
  });

/** The document's `sales` as stored. */
export async function salesOf(t: TestApp, documentId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('documents')
    .select('sales')
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  return Number(row.sales);
}

/** The buyer buys the document and pays in the sandbox cashier; answers the order number. */
export async function boughtDocument(t: TestApp, token: string, documentId: number): Promise<string> {
  const created = await buy(t, token, documentId);
  if (created.body.code !== 0) throw new Error(`buying failed: ${created.body.msg}`);
  const orderNo = created.body.data.order_no;
  await paid(t, token, orderNo);
  return orderNo;
}

/** Pays an unpaid document order through POST API.payment and the sandbox cashier. */
export async function paid(t: TestApp, token: string, orderNo: string): Promise<void> {
  const launch = await call(t.app, {
    method: 'POST',
    url: API.payment,
    token,
    payload: { app_scene: 'h5', scene: 'document', order_no: orderNo },
  });
  if (launch.body.code !== 0) throw new Error(`payment failed: ${launch.body.msg}`);
  const confirmed = await call(t.app, {
    method: 'POST',
    url: API.sandboxConfirm,
    token,
    payload: { order_no: orderNo },
  });
  if (confirmed.body.code !== 0) throw new Error(`cashier failed: ${confirmed.body.msg}`);
}
