import { API, type ClosingStatus, type PhoneVerifyOldResult } from '@lawbridge/contract';
import { sql } from 'kysely';
import { call, latestCode } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';

/** The account endpoints as the H5 app calls them. */
export function accountApi(t: TestApp) {
  const post = <T = unknown>(url: string, token: string, payload?: object) =>
    call<T>(t.app, { method: 'POST', url, token, ...(payload ? { payload } : {}) });

  /** Past the 60 s between two codes to one phone. */
  const afterResendInterval = () => t.clock.advance(61_000);

  async function phoneTicket(token: string, phone: string): Promise<string> {
    afterResendInterval();
    const sent = await post(API.accountPhoneOldCode, token);
    if (sent.body.code !== 0) throw new Error(`old code refused: ${sent.body.msg}`);
    const verified = await post<PhoneVerifyOldResult>(API.accountPhoneVerifyOld, token, {
      verify_code: await latestCode(t.app, phone),
    });
    if (verified.body.code !== 0) throw new Error(`old code not accepted: ${verified.body.msg}`);
    return verified.body.data.ticket;
  }

  return {
    post,
    afterResendInterval,
    phoneTicket,
    sendNewCode: (token: string, ticket: string, phone: string) =>
      post(API.accountPhoneNewCode, token, { ticket, phone }),
    changePhone: (token: string, body: { ticket: string; phone: string; verify_code: string }) =>
      post<{ phone: string }>(API.accountPhone, token, body),
    closing: (token: string) => call<ClosingStatus>(t.app, { method: 'GET', url: API.accountClosing, token }),
    sendCloseCode: (token: string) => post(API.accountCloseCode, token),
    close: (token: string, code: string) =>
      post(API.accountClose, token, { verify_code: code, confirm: true }),
    /** The code to the account's phone, then the closing; answers the closing's envelope. */
    async closeAccount(token: string, phone: string) {
      afterResendInterval();
      const sent = await post(API.accountCloseCode, token);
      if (sent.body.code !== 0) return sent;
      return post(API.accountClose, token, { verify_code: await latestCode(t.app, phone), confirm: true });
    },
  };
}

/**
 * Every row of every table of the database (found by asking the database, not from a list), as
 * `table: row JSON` lines holding any of the needles: what survived of a closed account.
 */
export async function rowsHolding(t: TestApp, needles: readonly string[]): Promise<string[]> {
  const tables = await t.app.db.introspection.getTables();
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(
      t.app.db,
    );
    for (const row of rows) {
      const text = JSON.stringify(row, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
      if (needles.some((needle) => text.includes(needle))) found.push(`${table.name}: ${text}`);
    }
  }
  return found;
}

/** The storage keys of the user's uploads (to check afterwards that none is left in storage). */
export async function uploadKeysOf(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('uploads')
    .select('path')
    .where('owner_user_id', '=', userId)
    .execute();
  return rows.map((row) => row.path);
}

/** The keys still readable from storage (disk or S3). */
export async function keysInStorage(t: TestApp, keys: readonly string[]): Promise<string[]> {
  const present: string[] = [];
  for (const key of keys) {
    const readable = await t.app.storage.read(key).then(
      (stream) => {
        stream.destroy();
        return true;
      },
      () => false,
    );
    if (readable) present.push(key);
  }
  return present;
}
