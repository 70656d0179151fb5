import { z } from 'zod';
import { ReviewState } from './enums';
import { integer, oneOf, text } from './fields';
import { lawyerApplication } from './lawyer';
import { pageQuery } from './paging';

/** Console: the application queue (PRODUCT §5, §16). */
export const adminApplicationQuery = pageQuery.extend({
  status: z.coerce
    .number()
    .pipe(oneOf('审核状态', ReviewState.values as [number, ...number[]]))
    .optional(),
  keyword: z.string().trim().max(30, { error: '搜索词不能超过30个字' }).optional(),
});
export const adminApplicationItem = lawyerApplication.extend({
  user_uuid: z.string(),
  user_phone: z.string(),
});
export type AdminApplicationItem = z.infer<typeof adminApplicationItem>;
export const adminApplicationParams = z.object({ id: integer('申请', { min: 1 }) });

export const applicationApproveBody = z.object({ id: integer('申请', { min: 1 }) });
export const applicationRejectBody = z.object({
  id: integer('申请', { min: 1 }),
  reason: text('驳回原因', { min: 2, max: 200 }),
});

/** Console: every lawyer, enabled or not. */
export const adminLawyerQuery = pageQuery.extend({
  keyword: z.string().trim().max(30, { error: '搜索词不能超过30个字' }).optional(),
  enabled: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
export const adminLawyerItem = z.object({
  uuid: z.string(),
  name: z.string(),
  phone: z.string(),
  law_firm: z.string(),
  area_name: z.string(),
  licence_no: z.string(),
  enabled: z.number().int(),
  accepting: z.number().int(),
  served_orders: z.number().int(),
  created_at: z.number().int(),
});
export type AdminLawyerItem = z.infer<typeof adminLawyerItem>;
export const lawyerEnabledBody = z.object({
  uuid: z.string().trim().min(8, { error: '律师不正确' }),
  enabled: oneOf('启用状态', [0, 1] as const),
});
