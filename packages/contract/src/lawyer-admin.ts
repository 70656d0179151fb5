import { z } from 'zod';
import { ReviewState } from './enums';
import { idField, oneOf, optionalText, searchKeyword, text } from './fields';
import { lawyerApplication, lawyerUuidField } from './lawyer';
import { pageQuery } from './paging';

/** Console: the application queue (PRODUCT §5, §16). */
export const adminApplicationQuery = pageQuery.extend({
  status: z.coerce
    .number()
    .pipe(oneOf('审核状态', ReviewState.values as [number, ...number[]]))
    .optional(),
  keyword: searchKeyword(30),
});
/** Another lawyer already certified with the application's licence number (enabled or disabled). */
export const licenceHolder = z.object({ uuid: z.string(), name: z.string(), enabled: z.number().int() });
export type LicenceHolder = z.infer<typeof licenceHolder>;
export const adminApplicationItem = lawyerApplication.extend({
  user_uuid: z.string(),
  user_phone: z.string(),
  /** Set while another lawyer holds this licence number: approval is then refused. */
  licence_holder: licenceHolder.nullable(),
  /** The applicant's own lawyer profile: 0 disabled (approval keeps them disabled), 1 enabled, null none yet. */
  applicant_lawyer_enabled: z.number().int().nullable(),
});
export type AdminApplicationItem = z.infer<typeof adminApplicationItem>;
export const adminApplicationParams = z.object({ id: idField('申请') });

export const applicationApproveBody = z.object({ id: idField('申请') });

/** The reasons operators reject for most often; the console offers them to pick before any own words. */
export const APPLICATION_REJECT_PRESETS = [
  '执业证照片不清晰',
  '执业证号与照片不一致',
  '姓名与执业证不一致',
  '律所信息有误',
  '头像不符合要求',
  '个人简介含不当内容',
] as const;
export const APPLICATION_REJECT_REASON_MAX = 200;

/** The reason the applicant reads: the picked presets, then the operator's own words, joined by `；`. */
export function composeRejectReason(presets: readonly string[], note = ''): string {
  return [...presets, note.trim()].filter((part) => part.length > 0).join('；');
}

export const applicationRejectBody = z.object({
  id: idField('申请'),
  reason: text('驳回原因', { min: 2, max: APPLICATION_REJECT_REASON_MAX }),
});

/** Console: every lawyer, enabled or not. */
export const adminLawyerQuery = pageQuery.extend({
  keyword: searchKeyword(30),
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

export const adminLawyerParams = z.object({ uuid: lawyerUuidField });

/** Console: one lawyer's whole profile, the licence number unmasked, the images as addresses. */
export const adminLawyerDetail = adminLawyerItem.extend({
  avatar: z.string().nullable(),
  gender: z.number().int(),
  degree_name: z.string(),
  practice_start_year: z.number().int(),
  practice_years: z.number().int(),
  legal_type_names: z.array(z.string()),
  description: z.string(),
  /** Free text from 编辑资料, '' while the lawyer has not written one. */
  office_address: z.string(),
  rating: z.number(),
  review_count: z.number().int(),
  updated_at: z.number().int(),
  /** The approved application the profile came from (null for lawyers created otherwise, e.g. demo data). */
  application_id: z.number().int().nullable(),
  licence_photo: z.string().nullable(),
  /** Why an operator 停用'd the lawyer (shown to the lawyer too); null while enabled. */
  disabled_reason: z.string().nullable(),
});
export type AdminLawyerDetail = z.infer<typeof adminLawyerDetail>;

/** The reasons operators 停用 a lawyer for most often; the console offers them before any own words. */
export const LAWYER_DISABLE_PRESETS = [
  '执业证已注销或被吊销',
  '执业机构信息失效',
  '多次违规或被投诉',
  '资料信息不实',
  '律师本人申请停用',
] as const;
export const LAWYER_DISABLE_REASON_MAX = 200;

/** Disabling needs `reason` (presets and words composed as composeRejectReason does); enabling ignores it. */
export const lawyerEnabledBody = z.object({
  uuid: lawyerUuidField,
  enabled: oneOf('启用状态', [0, 1] as const),
  reason: optionalText('停用原因', LAWYER_DISABLE_REASON_MAX),
});
