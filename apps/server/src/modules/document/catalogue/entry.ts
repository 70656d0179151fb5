import type { DocumentSort } from '@lawbridge/contract';
import type { Order } from '../../common/sorted-orders';

/** What the centre filters and sorts a listed document by (its list item is read from the database). */
export interface CatalogueEntry {
  id: number;
  legalTypeId: number;
  /** fen */
  price: number;
  sales: number;
  ratingCount: number;
  listedAt: number;
  /** `documents.search_text`: title, tags and the title's pinyin, lower case. */
  searchText: string;
  /** 综合, as docs/decisions.md defines it (integer arithmetic). */
  score: number;
  /** The average score × 100, truncated; 0 without ratings. */
  averageRating: number;
}

const DAY_MS = 86_400_000;

/** A `documents` row as the catalogue reads it; any state but `listed` takes the document out. */
export interface CatalogueRow {
  id: number;
  state: string;
  legalTypeId: number;
  price: number;
  sales: number;
  ratingSum: number;
  ratingCount: number;
  listedAt: number;
  searchText: string;
}

/** Written out field by field (an object spread gave each entry a hidden class of its own in V8). */
export function catalogueEntry(row: Omit<CatalogueRow, 'state'>): CatalogueEntry {
  return {
    id: row.id,
    legalTypeId: row.legalTypeId,
    price: row.price,
    sales: row.sales,
    ratingCount: row.ratingCount,
    listedAt: row.listedAt,
    searchText: row.searchText,
    // three points a sale, up to twenty for the rating (a few ratings weigh less than many), a point a day listed
    score:
      row.sales * 3 +
      Math.trunc((row.ratingSum * 4) / (row.ratingCount + 1)) +
      Math.trunc(row.listedAt / DAY_MS),
    averageRating: row.ratingCount === 0 ? 0 : Math.trunc((row.ratingSum * 100) / row.ratingCount),
  };
}

/** Each sort of the centre as a total order (the id last breaks every tie). */
export const SORT_ORDERS: Record<DocumentSort, Order<CatalogueEntry>> = {
  default: (a, b) => b.score - a.score || b.id - a.id,
  sales: (a, b) => b.sales - a.sales || b.id - a.id,
  rating: (a, b) => b.averageRating - a.averageRating || b.ratingCount - a.ratingCount || b.id - a.id,
  newest: (a, b) => b.listedAt - a.listedAt || b.id - a.id,
  price: (a, b) => a.price - b.price || a.id - b.id,
};
