import { z } from 'zod';
import { idField, integer, oneOf } from './fields';
import { formatFen } from './money';
import { SERVICE_PRICE_MAX } from './service-order-admin';

/** At most this many services are sent in one save (the platform has five). */
export const LAWYER_SERVICES_MAX = 20;

/**
 * One online service as the lawyer sets it (issue 15): the operators' band (integer fen), the platform's
 * suggested price, and the lawyer's own choice (offered, price). A lawyer who never chose offers every
 * enabled service at the suggested price.
 */
export const ownLawyerService = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  min_price: z.number().int(),
  max_price: z.number().int(),
  suggested_price: z.number().int(),
  offered: z.number().int(),
  price: z.number().int(),
});
export type OwnLawyerService = z.infer<typeof ownLawyerService>;

/** GET /lawyer/services: the lawyer's services, and the commission the platform keeps of each new order. */
export const ownLawyerServices = z.object({
  services: z.array(ownLawyerService),
  /** Basis points: 2000 = 20 %. */
  commission_rate_bp: z.number().int(),
});
export type OwnLawyerServices = z.infer<typeof ownLawyerServices>;

const lawyerServiceChoice = z.object({
  id: idField('服务'),
  offered: oneOf('开通状态', [0, 1] as const),
  price: integer('服务价格', { min: 1, max: SERVICE_PRICE_MAX }),
});

/** POST /lawyer/services: each price must lie in its service's band (checked on the server). */
export const lawyerServicesBody = z.object({
  services: z
    .array(lawyerServiceChoice, { error: '请选择服务' })
    .min(1, { error: '请选择服务' })
    .max(LAWYER_SERVICES_MAX, { error: `服务最多${LAWYER_SERVICES_MAX}项` })
    .refine((list) => new Set(list.map((item) => item.id)).size === list.length, {
      error: '服务不能重复',
    }),
});
export type LawyerServicesBody = z.infer<typeof lawyerServicesBody>;

/** POST /admin/order-settings/band: the band lawyers' prices of one online service must lie in. */
export const serviceBandBody = z
  .object({
    id: idField('服务'),
    min_price: integer('最低价格', { min: 1, max: SERVICE_PRICE_MAX }),
    max_price: integer('最高价格', { min: 1, max: SERVICE_PRICE_MAX }),
  })
  .refine((band) => band.min_price <= band.max_price, { error: '最低价格不能高于最高价格' });
export type ServiceBandBody = z.infer<typeof serviceBandBody>;

/** A band of prices in integer fen, both ends included. */
export interface PriceBand {
  min_price: number;
  max_price: number;
}

export const withinBand = (price: number, band: PriceBand): boolean =>
  price >= band.min_price && price <= band.max_price;

/** The band as people read it: `19.00–299.00 元`. */
export const bandText = (band: PriceBand): string =>
  `${formatFen(band.min_price)}–${formatFen(band.max_price)} 元`;
