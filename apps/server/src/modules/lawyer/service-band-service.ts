import { bandText, formatFen, withinBand, type ServiceBandBody } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { audit, type AuditActor } from '../operator/audit';
import type { DirectoryService } from './directory-service';
import { createLawyerServicesRepo } from './lawyer-services-repo';

export const BAND_MSG = {
  notFound: '服务不存在',
} as const;

/**
 * The operators' band of lawyers' prices for one online service (issue 15). The platform's suggested price
 * must lie in it; lawyers' prices outside a narrowed band move to its nearest end in the same transaction
 * (orders already created keep their price). Audited; the directory's 起 prices are refreshed.
 */
export function createServiceBandService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  directory: DirectoryService;
}) {
  const { db, clock, directory } = deps;

  async function setBand(input: { body: ServiceBandBody; actor: AuditActor }): Promise<void> {
    const { body, actor } = input;
    const now = clock.now();
    const changed = await db.transaction().execute(async (trx) => {
      const repo = createLawyerServicesRepo(trx);
      const config = await repo.serviceBand(body.id);
      if (!config) throw AppError.common(BAND_MSG.notFound);
      if (!withinBand(config.price, body)) {
        throw AppError.common(`价格区间须包含建议价格 ${formatFen(config.price)} 元`);
      }
      if (config.min_price === body.min_price && config.max_price === body.max_price) return false;
      const band = { min_price: body.min_price, max_price: body.max_price };
      await repo.setBand(config.id, band, now);
      const moved = await repo.clampPrices(config.id, { min: body.min_price, max: body.max_price }, now);
      await audit(trx, {
        actor,
        action: 'config.band',
        target: `order_config:${config.id}`,
        detail: `${config.name}：律师价格区间 ${bandText(config)} → ${bandText(band)}${
          moved > 0 ? `，${moved} 位律师的价格已移入区间` : ''
        }`,
        at: now,
      });
      return true;
    });
    if (changed) directory.invalidate();
  }

  return { setBand };
}
