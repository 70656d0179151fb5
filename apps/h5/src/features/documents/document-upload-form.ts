import {
  documentCreateBody,
  formatFen,
  type DocumentCreateBody,
  type DocumentUploadRules,
} from '@lawbridge/contract';
import { yuanToFen } from '../lawyer-profile/service-prices';
import { fieldIssueOf, type FieldIssue } from '../../lib/validation';

/** What 文档上传 holds while it is filled in. */
export interface DocumentUploadInput {
  title: string;
  legalTypeId: number | null;
  tags: readonly string[];
  description: string;
  /** The uploaded file's id, null until the upload finished. */
  fileId: string | null;
  fileUploading: boolean;
  /** The price in 元 as typed; empty is free. Only sellers see the field. */
  yuan: string;
}

export type CheckedUpload = { ok: true; body: DocumentCreateBody } | ({ ok: false } & FieldIssue);

/** The price in fen, or why it is refused: within the operators' band, or empty for a free document. */
function priceOf(yuan: string, rules: DocumentUploadRules): number | string {
  if (!rules.can_sell || yuan.trim() === '') return 0;
  const fen = yuanToFen(yuan);
  if (fen === null) return '价格格式不正确（最多两位小数）';
  if (fen === 0) return 0;
  if (fen < rules.price_min || fen > rules.price_max) {
    return `价格需在 ¥${formatFen(rules.price_min)}–¥${formatFen(rules.price_max)} 之间，不填为免费`;
  }
  return fen;
}

/** POST API.documents' body, or the first reason it cannot be sent yet (in the order the form shows). */
export function documentUploadBody(input: DocumentUploadInput, rules: DocumentUploadRules): CheckedUpload {
  const fields = documentCreateBody.shape;
  if (input.title.trim() === '') return { ok: false, message: '请填写文档标题', field: 'title' };
  const title = fields.title.safeParse(input.title.trim());
  if (!title.success) return { ok: false, ...fieldIssueOf(title.error.issues), field: 'title' };
  if (input.legalTypeId === null) return { ok: false, message: '请选择法律类型', field: 'legal_type_id' };
  if (input.description.trim() === '') return { ok: false, message: '请填写文档简介', field: 'description' };
  const description = fields.description.safeParse(input.description.trim());
  if (!description.success) {
    return { ok: false, ...fieldIssueOf(description.error.issues), field: 'description' };
  }
  if (input.fileUploading) return { ok: false, message: '文件上传中，请稍候', field: 'file_id' };
  if (input.fileId === null) return { ok: false, message: '请选择要上传的文件', field: 'file_id' };
  const price = priceOf(input.yuan, rules);
  if (typeof price === 'string') return { ok: false, message: price, field: 'price' };
  const parsed = documentCreateBody.safeParse({
    title: title.data,
    legal_type_id: input.legalTypeId,
    tags: input.tags,
    description: description.data,
    price,
    file_id: input.fileId,
  });
  if (!parsed.success) return { ok: false, ...fieldIssueOf(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}
