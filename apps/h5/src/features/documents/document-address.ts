import { idOf } from '@lawbridge/contract';
import { PATHS } from '../../app/paths';
import { withQuery } from '../../lib/url';

/** A page's document `id` when it is one, else 0 (the page shows its not-found state). */
export function documentIdOf(raw: string | undefined): number {
  return idOf(raw) ?? 0;
}

/** The document's detail (文档下载 with `id`). */
export const documentDetailAddress = (id: number): string => withQuery(PATHS.documentDownload, { id });

/** The pay page of the document. */
export const documentPayAddress = (id: number): string => withQuery(PATHS.documentPay, { id });

/** 在线阅读 of the document. */
export const documentReadAddress = (id: number): string => withQuery(PATHS.documentRead, { id });
