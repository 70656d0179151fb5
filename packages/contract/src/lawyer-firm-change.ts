import { z } from 'zod';
import { ReviewState } from './enums';
import { idField, oneOf, text } from './fields';
import { pageQuery } from './paging';

/**
 * A certified lawyer's change of 执业机构 (issue 18): saved in 编辑资料 as a waiting change; the profile keeps
 * the approved firm until an operator approves it. Seed three-state 0 waiting, 1 approved, 2 rejected.
 */
export const firmChange = z.object({
  id: z.number().int(),
  previous_law_firm: z.string(),
  law_firm: z.string(),
  status: oneOf('审核状态', ReviewState.values as [number, ...number[]]),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});
export type FirmChange = z.infer<typeof firmChange>;

/** GET /lawyer/firm_change: the signed-in lawyer's latest change, null when they never asked for one. */
export const ownFirmChange = firmChange.nullable();

/** Console: the changes, waiting ones first by default. */
export const adminFirmChangeQuery = pageQuery.extend({
  status: z.coerce
    .number()
    .pipe(oneOf('审核状态', ReviewState.values as [number, ...number[]]))
    .optional(),
});
export const adminFirmChangeItem = firmChange.extend({
  lawyer_uuid: z.string(),
  lawyer_name: z.string(),
  lawyer_phone: z.string(),
  licence_no: z.string(),
});
export type AdminFirmChangeItem = z.infer<typeof adminFirmChangeItem>;

export const firmChangeApproveBody = z.object({ id: idField('变更申请') });
/** The reasons operators refuse a change of firm for most often, offered before any own words. */
export const FIRM_CHANGE_REJECT_PRESETS = [
  '新执业机构与执业证不一致',
  '请先完成执业证上的执业机构变更',
  '律所名称有误',
] as const;
export const FIRM_CHANGE_REJECT_REASON_MAX = 200;
export const firmChangeRejectBody = z.object({
  id: idField('变更申请'),
  reason: text('驳回原因', { min: 2, max: FIRM_CHANGE_REJECT_REASON_MAX }),
});
