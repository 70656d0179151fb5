import { DOCUMENT_FORMAT_LABELS, formatFen, type DocumentFormat } from '@lawbridge/contract';

/** 免费 for a free document, else ¥12.00. */
export const priceText = (fen: number): string => (fen === 0 ? '免费' : `¥${formatFen(fen)}`);

/** PDF · 12页 */
export const formatPagesText = (format: DocumentFormat, pages: number): string =>
  `${DOCUMENT_FORMAT_LABELS[format]} · ${pages}页`;

/** ★ 4.6（12）, or 暂无评分. */
export const ratingText = (rating: number, count: number): string =>
  count === 0 ? '暂无评分' : `★ ${rating.toFixed(1)}（${count}）`;

/** Word documents also offer the file as uploaded. */
export const isWord = (format: DocumentFormat): boolean => format !== 'pdf';
