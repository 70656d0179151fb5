import type { OrderFile } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { attachedView } from '../order/attached-uploads';
import { createRefundRequestsRepo } from '../refund/refund-requests-repo';
import type { ImageLinks } from '../upload/image-links';

/** A refund request's evidence as operators see it: images and files at signed addresses. */
export interface ConsoleEvidence {
  images: string[];
  files: OrderFile[];
}

export const NO_EVIDENCE: ConsoleEvidence = { images: [], files: [] };

/** The evidence of refund requests on any order kind, by request id (issue 15: files beside images). */
export async function consoleRefundEvidence(
  db: Kysely<Database>,
  links: ImageLinks,
  requestIds: readonly number[],
): Promise<Map<number, ConsoleEvidence>> {
  const uploads = await createRefundRequestsRepo(db).uploadsOf(requestIds);
  return new Map([...uploads].map(([id, attached]) => [id, attachedView(attached, links)]));
}
