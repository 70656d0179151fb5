import {
  imageUrl,
  maskLicence,
  type LawyerDetail,
  type LawyerListItem,
  type OrderConfig,
} from '@lawbridge/contract';
import type { LegalTypeEntry } from '../common/legal-type-tree';
import { areaFullName } from './area-names';
import { lowestOfferedPrice, offeredServices } from './lawyer-offers';
import type { ServiceBand, ServiceChoice } from './lawyer-services-repo';

/** The lawyer columns every public view is made of. */
export interface LawyerSummaryRow {
  id: number;
  uuid: string;
  name: string;
  avatar_upload_id: string | null;
  law_firm: string;
  practice_start_year: number;
  area_code: string;
  /** average × 10 */
  rating: number;
  review_count: number;
  served_orders: number;
  accepting: number;
}

/**
 * What every lawyer of a page shares: the enabled legal types (tree order), order configs, the enabled
 * online services with their bands, the year.
 */
export interface ViewContext {
  legalTypes: readonly LegalTypeEntry[];
  /** Every enabled order config: services and the appointment. */
  orderConfigs: readonly OrderConfig[];
  bands: readonly ServiceBand[];
  currentYear: number;
}

/** One lawyer's rows in other tables: legal types and own service choices. */
export interface LawyerLinks {
  legalTypeIds: readonly number[];
  choices: readonly ServiceChoice[];
}

/** Legal type ids per lawyer from the link rows of a whole page. */
export function legalTypeIdsByLawyer(
  links: ReadonlyArray<{ lawyer_id: number; legal_type_id: number }>,
): Map<number, number[]> {
  const byLawyer = new Map<number, number[]>();
  for (const link of links) {
    const ids = byLawyer.get(link.lawyer_id) ?? [];
    ids.push(link.legal_type_id);
    byLawyer.set(link.lawyer_id, ids);
  }
  return byLawyer;
}

/** The lawyer's enabled legal types in tree order (a disabled type is no longer shown). */
export function legalTypesOf(context: ViewContext, legalTypeIds: readonly number[]): LegalTypeEntry[] {
  const held = new Set(legalTypeIds);
  return context.legalTypes.filter((type) => held.has(type.id));
}

export function toListItem(row: LawyerSummaryRow, links: LawyerLinks, context: ViewContext): LawyerListItem {
  return {
    uuid: row.uuid,
    name: row.name,
    avatar: row.avatar_upload_id ? imageUrl(row.avatar_upload_id) : null,
    law_firm: row.law_firm,
    practice_years: Math.max(0, context.currentYear - row.practice_start_year),
    area_name: areaFullName(row.area_code),
    legal_type_names: legalTypesOf(context, links.legalTypeIds).map((type) => type.name),
    rating: row.rating / 10,
    review_count: row.review_count,
    served_orders: row.served_orders,
    lowest_price: lowestOfferedPrice(context.bands, links.choices),
    accepting: row.accepting,
  };
}

/** The detail columns on top of the summary. */
export interface LawyerDetailRow extends LawyerSummaryRow {
  gender: number;
  description: string;
  degree_id: number;
  degree_name: string;
  licence_no: string;
  enabled: number;
  office_address: string;
  disabled_reason: string | null;
}

/** What the lawyer page shows of the reviews (modules/review/figures.ts `lawyerPageReviews`). */
export interface LawyerPageReviews {
  latest: LawyerDetail['latest_reviews'];
  tagCounts: LawyerDetail['tag_counts'];
}

/** The lawyer page: the list item plus profile, masked licence, the lawyer's prices and the latest reviews. */
export function toDetail(
  row: LawyerDetailRow,
  links: LawyerLinks,
  context: ViewContext,
  reviews: LawyerPageReviews,
  response: LawyerDetail['response'],
): LawyerDetail {
  const appointment = context.orderConfigs.find((config) => config.scene === 'appointment');
  return {
    ...toListItem(row, links, context),
    gender: row.gender,
    practice_start_year: row.practice_start_year,
    description: row.description,
    degree_id: row.degree_id,
    degree_name: row.degree_name,
    area_code: row.area_code,
    legal_type_ids: legalTypesOf(context, links.legalTypeIds).map((type) => type.id),
    licence_masked: maskLicence(row.licence_no),
    office_address: row.office_address,
    services: offeredServices(context.bands, links.choices),
    appointment_price: appointment?.price ?? null,
    latest_reviews: reviews.latest,
    tag_counts: reviews.tagCounts,
    response,
    enabled: row.enabled,
    disabled_reason: row.enabled === 1 ? null : row.disabled_reason,
  };
}
