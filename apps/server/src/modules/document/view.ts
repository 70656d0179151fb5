import type { DocumentFormat, DocumentListItem } from '@lawbridge/contract';
import { coverImageName, previewUrl } from './storage-keys';

/** Average score 0–5 with one decimal; 0 without ratings. */
export const averageRating = (sum: number, count: number) =>
  count === 0 ? 0 : Math.round((sum * 10) / count) / 10;

/** How the apps name the uploader of a platform document (which operator uploaded it is the console's). */
export const PLATFORM_UPLOADER_NAME = '律桥平台';

/**
 * The uploader as lists show them: the lawyer's name for a certified lawyer's document, the user's nickname,
 * or the platform (a platform document has no user).
 */
export const uploaderName = (row: { lawyer_name: string | null; uploader_nickname: string | null }) =>
  row.lawyer_name ?? row.uploader_nickname ?? PLATFORM_UPLOADER_NAME;

export const parseTags = (json: string): string[] => JSON.parse(json) as string[];

/** The cover's public address, when the version has one. */
export const coverUrlOf = (version: { id: number; cover_key: string | null }) =>
  version.cover_key ? previewUrl(version.id, coverImageName) : null;

export interface ItemRow {
  id: number;
  title: string;
  tags: string;
  price: number;
  sales: number;
  rating_sum: number;
  rating_count: number;
  updated_at: number;
  legal_type_name: string;
  version_id: number;
  format: DocumentFormat;
  pages: number;
  cover_key: string | null;
  uploader_nickname: string | null;
  lawyer_name: string | null;
}

export function toDocumentListItem(row: ItemRow): DocumentListItem {
  return {
    id: row.id,
    title: row.title,
    legal_type_name: row.legal_type_name,
    tags: parseTags(row.tags),
    format: row.format,
    pages: row.pages,
    price: row.price,
    sales: row.sales,
    rating: averageRating(row.rating_sum, row.rating_count),
    rating_count: row.rating_count,
    cover_url: coverUrlOf({ id: row.version_id, cover_key: row.cover_key }),
    uploader_name: uploaderName(row),
    updated_at: row.updated_at,
  };
}
