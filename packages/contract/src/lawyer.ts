import { z } from 'zod';
import { Gender, ReviewState } from './enums';
import { idField, integer, oneOf, optionalText, pattern, searchKeyword, text } from './fields';
import { pageQuery } from './paging';
import { publicReview, reviewTagCount } from './review';
import { uploadIdField } from './user';
import { FIRST_PRACTICE_YEAR } from './practice-years';

export const LICENCE_NO_PATTERN = /^\d{17}$/;
export const LEGAL_TYPES_MIN = 1;
export const LEGAL_TYPES_MAX = 5;
export const DESCRIPTION_MAX = 2000;
const areaCodeField = pattern('执业地区', /^\d{6}$/);
const legalTypeIdsField = z
  .array(integer('擅长领域'), { error: '请选择擅长领域' })
  .min(LEGAL_TYPES_MIN, { error: '请选择擅长领域' })
  .max(LEGAL_TYPES_MAX, { error: `擅长领域最多选择${LEGAL_TYPES_MAX}个` })
  .refine((ids) => new Set(ids).size === ids.length, { error: '擅长领域不能重复' });
const descriptionField = text('个人简介', { max: DESCRIPTION_MAX });
export const OFFICE_ADDRESS_MAX = 100;
/** The upper bound against the current year is checked on the server (`practiceStartYearTooLate`). */
const practiceStartYearField = integer('执业起始年份', { min: FIRST_PRACTICE_YEAR, max: 2100 });

/** POST /lawyer/apply (PRODUCT §5). Area must be a city or district; types must be leaves (checked on the server). */
export const lawyerApplyBody = z.object({
  real_name: text('真实姓名', { min: 2, max: 20 }),
  gender: oneOf('性别', [Gender.male.value, Gender.female.value] as const),
  licence_no: pattern('执业证号', LICENCE_NO_PATTERN),
  law_firm: text('执业机构', { min: 2, max: 50 }),
  practice_start_year: practiceStartYearField,
  area_code: areaCodeField,
  legal_type_ids: legalTypeIdsField,
  degree_id: idField('学历'),
  avatar: uploadIdField,
  licence_photo: pattern('执业证照片', /^[A-Za-z0-9_-]{10,64}$/),
  /** 身份证人像面: private like the licence photo, shown to operators only (and the applicant). */
  id_card_photo: pattern('身份证人像面照片', /^[A-Za-z0-9_-]{10,64}$/),
  description: descriptionField,
});
export type LawyerApplyBody = z.infer<typeof lawyerApplyBody>;

export const lawyerApplication = z.object({
  id: z.number().int(),
  real_name: z.string(),
  gender: z.number().int(),
  licence_no: z.string(),
  law_firm: z.string(),
  practice_start_year: z.number().int(),
  area_code: z.string(),
  area_name: z.string(),
  legal_type_ids: z.array(z.number().int()),
  legal_type_names: z.array(z.string()),
  degree_id: z.number().int(),
  degree_name: z.string(),
  /** Upload ids, as sent (a new application may reuse them). */
  avatar: z.string(),
  licence_photo: z.string(),
  /** Addresses to show them: signed for the applicant or the operator, valid about an hour. */
  avatar_url: z.string(),
  licence_photo_url: z.string(),
  /** null for applications made before the ID card photo was asked for (they stay reviewable). */
  id_card_photo: z.string().nullable(),
  id_card_photo_url: z.string().nullable(),
  description: z.string(),
  status: oneOf('审核状态', ReviewState.values as [number, ...number[]]),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});
export type LawyerApplication = z.infer<typeof lawyerApplication>;

/** GET /lawyer/is_apply: status null when the user never applied (seed three-state 0/1/2 otherwise). */
export const isApplyResult = z.object({
  status: z.union([z.null(), z.literal(0), z.literal(1), z.literal(2)]),
  reason: z.string().nullable(),
  application: lawyerApplication.nullable(),
});
export type IsApplyResult = z.infer<typeof isApplyResult>;

export const LAWYER_SORTS = ['default', 'rating', 'orders', 'years'] as const;
export type LawyerSort = (typeof LAWYER_SORTS)[number];
export const LAWYER_SORT_LABELS: Record<LawyerSort, string> = {
  default: '综合排序',
  rating: '评分最高',
  orders: '服务最多',
  years: '执业最久',
};

export const lawyerListQuery = pageQuery.extend({
  keyword: searchKeyword(30),
  area_code: pattern('地区', /^\d{2}(\d{2}){0,2}$/).optional(),
  legal_type_id: idField('擅长领域').optional(),
  sort: oneOf('排序方式', LAWYER_SORTS).default('default'),
});
export type LawyerListQuery = z.input<typeof lawyerListQuery>;

export const lawyerListItem = z.object({
  uuid: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  law_firm: z.string(),
  practice_years: z.number().int(),
  area_name: z.string(),
  legal_type_names: z.array(z.string()),
  /** average rating 0–5 with one decimal; 0 when there are no reviews */
  rating: z.number(),
  review_count: z.number().int(),
  served_orders: z.number().int(),
  /** the lowest of the lawyer's own service prices in fen, null when the lawyer offers no service */
  lowest_price: z.number().int().nullable(),
  accepting: z.number().int(),
});
export type LawyerListItem = z.infer<typeof lawyerListItem>;

export const lawyerService = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  description: z.string(),
});

export const lawyerDetail = lawyerListItem.extend({
  gender: z.number().int(),
  practice_start_year: z.number().int(),
  description: z.string(),
  degree_name: z.string(),
  degree_id: z.number().int(),
  area_code: z.string(),
  legal_type_ids: z.array(z.number().int()),
  licence_masked: z.string(),
  /** Free text, '' while the lawyer has not written one. */
  office_address: z.string(),
  /** The services the lawyer offers, at the lawyer's own prices (empty: nothing can be bought). */
  services: z.array(lawyerService),
  appointment_price: z.number().int().nullable(),
  /** The latest visible reviews (at most LATEST_REVIEWS_COUNT), newest first. */
  latest_reviews: z.array(publicReview),
  /** How many visible reviews chose each tag, every tag in display order. */
  tag_counts: z.array(reviewTagCount),
  /**
   * How the lawyer answers chats over the last 30 days (PRODUCT §9): of the conversations where a customer
   * wrote, the share answered (percent) and the median time to the first answer (minutes); null without any.
   */
  response: z.object({
    conversations: z.number().int(),
    reply_rate: z.number().int().nullable(),
    median_reply_minutes: z.number().int().nullable(),
  }),
  enabled: z.number().int(),
  /** Why the platform 停用'd the lawyer (only a disabled lawyer's own view has one); null while enabled. */
  disabled_reason: z.string().nullable(),
});
export type LawyerDetail = z.infer<typeof lawyerDetail>;

/** A lawyer's public id (the user's uuid). */
export const lawyerUuidField = pattern('律师', /^[A-Za-z0-9-]{8,64}$/);

export const lawyerDetailQuery = z.object({ uuid: lawyerUuidField });

/**
 * POST /lawyer: the lawyer's own profile. Name and licence change only through a new application.
 * Without `practice_start_year` the stored year is kept; a changed year must be at most this year.
 * A changed `law_firm` waits for an operator's review (the profile keeps the approved firm until then).
 */
export const lawyerProfileBody = z.object({
  uuid: lawyerUuidField.optional(),
  avatar: uploadIdField.optional(),
  law_firm: text('执业机构', { min: 2, max: 50 }),
  practice_start_year: practiceStartYearField.optional(),
  area_code: areaCodeField,
  legal_type_ids: legalTypeIdsField,
  degree_id: idField('学历'),
  description: descriptionField,
  accepting: oneOf('接单状态', [0, 1] as const),
  /** Without it the stored address is kept; '' clears it. */
  office_address: optionalText('办公地址', OFFICE_ADDRESS_MAX),
});
export type LawyerProfileBody = z.infer<typeof lawyerProfileBody>;

/** Masks a licence number as its first 4 and last 4 digits. */
export function maskLicence(licenceNo: string): string {
  if (licenceNo.length <= 8) return licenceNo;
  return `${licenceNo.slice(0, 4)}${'*'.repeat(licenceNo.length - 8)}${licenceNo.slice(-4)}`;
}
