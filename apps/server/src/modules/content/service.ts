import { CONTENT_KEYS, type ContentKey, type ContentPage, type ContentUpdateBody } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { ContentPageRow } from '../../core/db/schema-feedback-content';
import { audit, type AuditActor } from '../operator/audit';
import { CONTENT_DEFAULTS } from './defaults';
import { exampleValueIn, withoutExampleValues } from './example-values';
import { createContentRepo } from './repo';

export const MSG_CONTENT_NOT_FOUND = '页面不存在';
export const msgExampleValue = (value: string) =>
  `正文仍含示例联系方式「${value}」，请换成本平台真实的联系方式后再保存`;

function toContentPage(row: ContentPageRow): ContentPage {
  const example = exampleValueIn(row.body) !== undefined;
  return { key: row.key, title: row.title, body: row.body, updated_at: row.updated_at, example };
}

/**
 * About, contact, the agreements and the review policy (PRODUCT §13): public to read, operators edit them.
 * Shipped example contact details (example-values.ts) are never shown to the public nor saved as real.
 */
export function createContentService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  const pages = createContentRepo(db);

  /** The page as the public sees it: without the parts that hold example values. */
  async function page(key: ContentKey): Promise<ContentPage> {
    const row = await pages.find(key);
    if (!row) throw AppError.badParams(MSG_CONTENT_NOT_FOUND, `content page ${key} is missing`);
    const shown = toContentPage(row);
    return shown.example ? { ...shown, body: withoutExampleValues(row.body) } : shown;
  }

  /** Every page's row, in the contract's order of keys. */
  async function rowsInOrder(): Promise<ContentPageRow[]> {
    const order = (row: ContentPageRow) => CONTENT_KEYS.indexOf(row.key);
    return (await pages.list()).sort((a, b) => order(a) - order(b));
  }

  async function list(): Promise<ContentPage[]> {
    return (await rowsInOrder()).map(toContentPage);
  }

  /**
   * The pages still showing the shipped text: never saved by an operator, or saved with the very text
   * the product ships (so the installation's own contact details were never filled in). In key order.
   */
  async function shippedKeys(): Promise<ContentKey[]> {
    const isShipped = (row: ContentPageRow) => {
      const shipped = CONTENT_DEFAULTS[row.key];
      return row.updated_by === null || (row.title === shipped.title && row.body === shipped.body);
    };
    return (await rowsInOrder()).filter(isShipped).map((row) => row.key);
  }

  /** Replaces a page's title and body; the audit entry commits with the change. */
  async function update(input: { change: ContentUpdateBody; actor: AuditActor }): Promise<ContentPage> {
    const { change, actor } = input;
    const example = exampleValueIn(change.body);
    if (example) throw AppError.badParams(msgExampleValue(example));
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const updated = await createContentRepo(trx).update(change.key, {
        title: change.title,
        body: change.body,
        updated_at: now,
        updated_by: actor.operatorId,
      });
      if (!updated) throw AppError.badParams(MSG_CONTENT_NOT_FOUND, `content page ${change.key} is missing`);
      await audit(trx, {
        actor,
        action: 'content.update',
        target: `content:${change.key}`,
        detail: change.title,
        at: now,
      });
    });
    return { key: change.key, title: change.title, body: change.body, updated_at: now, example: false };
  }

  return { page, list, shippedKeys, update };
}

export type ContentService = ReturnType<typeof createContentService>;
