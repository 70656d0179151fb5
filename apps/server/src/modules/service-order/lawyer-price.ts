import { AppError } from '../../core/app-error';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { offeredServices } from '../lawyer/lawyer-offers';
import { createLawyerServicesRepo } from '../lawyer/lawyer-services-repo';

export const PRICE_MSG = {
  offersNothing: '该律师暂未开通任何服务，请选择其他律师',
  notOffered: '该律师未开通此服务，请选择该律师开通的服务',
} as const;

/**
 * The lawyer's own price of an enabled service (issue 15), copied onto a new order; code 1 when the lawyer
 * offers no service at all, or not this one.
 */
export async function lawyerPriceOf(
  db: Kysely<Database>,
  input: { lawyerId: number; configId: number },
): Promise<number> {
  const repo = createLawyerServicesRepo(db);
  const [bands, choices] = await Promise.all([repo.enabledBands(), repo.choicesOf([input.lawyerId])]);
  const offered = offeredServices(bands, choices);
  if (offered.length === 0) throw AppError.common(PRICE_MSG.offersNothing);
  const service = offered.find((item) => item.id === input.configId);
  if (!service) throw AppError.common(PRICE_MSG.notOffered);
  return service.price;
}
