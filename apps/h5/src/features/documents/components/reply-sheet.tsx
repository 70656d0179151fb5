import { DOCUMENT_REPLY_TEXT_MAX, documentRatingReplyBody } from '@lawbridge/contract';
import { useReplyToRating } from '../api/document-mutations';
import { DocumentTextSheet } from './document-text-sheet';

/** 回复: the uploader answers a rating of the document once; `ratingId` null keeps the sheet closed. */
export function ReplySheet({ ratingId, onClose }: { ratingId: number | null; onClose(): void }) {
  return (
    <DocumentTextSheet
      visible={ratingId !== null}
      title="回复评价"
      textLabel="回复内容"
      placeholder="感谢、解释或补充说明"
      min={2}
      max={DOCUMENT_REPLY_TEXT_MAX}
      submitText="提交回复"
      bodyOf={(text) => ({ id: ratingId ?? 0, text })}
      schema={documentRatingReplyBody}
      mutation={useReplyToRating()}
      successText="回复成功"
      onClose={onClose}
    />
  );
}
