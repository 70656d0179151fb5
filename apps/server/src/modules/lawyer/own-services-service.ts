import { bandText, withinBand, type LawyerServicesBody, type OwnLawyerServices } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { commissionRateBp } from '../order/commission-rate';
import type { DirectoryService } from './directory-service';
import { ownServices } from './lawyer-offers';
import { createLawyerRepo } from './lawyer-repo';
import { createLawyerServicesRepo } from './lawyer-services-repo';
import { LAWYER_MSG } from './messages';

/** The lawyer's own services and prices within the operators' bands (issue 15), in 编辑资料. */
export function createOwnServicesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  directory: DirectoryService;
}) {
  const { db, clock, directory } = deps;
  const services = createLawyerServicesRepo(db);
  const lawyers = createLawyerRepo(db);

  async function ownLawyer(userId: number) {
    const own = await lawyers.findByUserId(userId);
    if (!own) throw AppError.forbidden('not a certified lawyer');
    return own;
  }

  async function get(userId: number): Promise<OwnLawyerServices> {
    const own = await ownLawyer(userId);
    const [bands, choices, rate] = await Promise.all([
      services.enabledBands(),
      services.choicesOf([own.id]),
      commissionRateBp(db),
    ]);
    return { services: ownServices(bands, choices), commission_rate_bp: rate };
  }

  /**
   * Every service sent must be one lawyers may offer now, its price within the band (also for a service
   * turned off: the price is kept for later). Services not sent keep their earlier choice.
   */
  async function save(input: { userId: number; body: LawyerServicesBody }): Promise<OwnLawyerServices> {
    const own = await ownLawyer(input.userId);
    if (own.enabled !== 1) throw AppError.common(LAWYER_MSG.disabled);
    const bands = new Map((await services.enabledBands()).map((band) => [band.id, band]));
    for (const choice of input.body.services) {
      const band = bands.get(choice.id);
      if (!band) throw AppError.common(LAWYER_MSG.serviceUnavailable);
      if (!withinBand(choice.price, band)) {
        throw AppError.common(`${band.name}的价格须在 ${bandText(band)} 之间`);
      }
    }
    const choices = input.body.services.map((choice) => ({
      config_id: choice.id,
      offered: choice.offered,
      price: choice.price,
    }));
    await db
      .transaction()
      .execute((trx) => createLawyerServicesRepo(trx).saveChoices(own.id, choices, clock.now()));
    directory.invalidate();
    return get(input.userId);
  }

  return { get, save };
}
