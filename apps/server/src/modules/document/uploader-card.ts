import type { DocumentDetail, DocumentUploader } from '@lawbridge/contract';
import { imageUrl } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { yearInShanghai } from '../lawyer-application/apply-checks';
import { offeredServices } from '../lawyer/lawyer-offers';
import { createLawyerServicesRepo } from '../lawyer/lawyer-services-repo';
import { PLATFORM_UPLOADER_NAME } from './view';

/** The order config of 文书代写 (migration 002), the service 请律师按我的情况修改 leads to. */
const DRAFTING_SERVICE_NAME = '文书代写';

/**
 * The uploader as the detail shows them: the lawyer's card when a certified lawyer uploaded it, the
 * platform for a platform document (no user), else the user's nickname.
 */
export async function uploaderCard(
  db: Kysely<Database>,
  input: { userId: number | null; lawyerId: number | null; now: number },
): Promise<DocumentUploader> {
  if (input.userId === null) return { kind: 'platform', name: PLATFORM_UPLOADER_NAME, lawyer: null };
  const lawyer =
    input.lawyerId === null
      ? undefined
      : await db
          .selectFrom('lawyers')
          .select(['uuid', 'name', 'avatar_upload_id', 'law_firm', 'practice_start_year', 'rating'])
          .where('id', '=', input.lawyerId)
          .executeTakeFirst();
  if (lawyer) {
    return {
      kind: 'lawyer',
      name: lawyer.name,
      lawyer: {
        uuid: lawyer.uuid,
        name: lawyer.name,
        avatar: lawyer.avatar_upload_id ? imageUrl(lawyer.avatar_upload_id) : null,
        law_firm: lawyer.law_firm,
        practice_years: Math.max(0, yearInShanghai(input.now) - lawyer.practice_start_year),
        rating: lawyer.rating / 10,
      },
    };
  }
  const user = await db
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  return { kind: 'user', name: user.nickname, lawyer: null };
}

/**
 * The uploader lawyer's 文书代写 service when they offer it (a lawyer who never chose offers it at the
 * platform's suggested price, as on the lawyer page); null for other uploaders and a disabled lawyer.
 */
export async function draftingService(
  db: Kysely<Database>,
  lawyerId: number | null,
): Promise<DocumentDetail['drafting_service']> {
  if (lawyerId === null) return null;
  const lawyer = await db
    .selectFrom('lawyers')
    .select('uuid')
    .where('id', '=', lawyerId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!lawyer) return null;
  const services = createLawyerServicesRepo(db);
  const offered = offeredServices(await services.enabledBands(), await services.choicesOf([lawyerId]));
  const drafting = offered.find((service) => service.name === DRAFTING_SERVICE_NAME);
  return drafting ? { lawyer_uuid: lawyer.uuid, service_id: drafting.id, price: drafting.price } : null;
}
