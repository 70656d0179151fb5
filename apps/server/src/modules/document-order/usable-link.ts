import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { DocumentDownloadLinkRow } from '../../core/db/schema-documents';
import { createLinksRepo } from './links-repo';

export const LINK_MSG = {
  invalid: '链接无效，请重新获取',
  expired: '链接已过期，请重新获取',
  otherUser: '该链接仅限获取它的用户本人使用',
} as const;

/**
 * The link behind a signed address, if it may be used now: signed by this server (`linkId` is null
 * otherwise), known, unexpired, and not opened in another user's session (no session is fine: the address
 * is the key, e.g. copied into a phone's browser). Refuses with code 7 and says why.
 */
export async function usableLink(
  db: Kysely<Database>,
  clock: Clock,
  linkId: string | null,
  sessionUserId: number | null,
): Promise<DocumentDownloadLinkRow> {
  const link = linkId === null ? undefined : await createLinksRepo(db).find(linkId);
  if (!link) throw AppError.common(LINK_MSG.invalid);
  if (clock.now() >= Number(link.expires_at)) throw AppError.common(LINK_MSG.expired);
  if (sessionUserId !== null && sessionUserId !== link.user_id) throw AppError.common(LINK_MSG.otherUser);
  return link;
}
