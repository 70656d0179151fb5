import { DOCUMENT_RATING_TEXT_MAX, documentRatingBody } from '@lawbridge/contract';
import { useState } from 'react';
import { StarPicker } from '../../reviews/components/star-picker';
import { useRateDocument } from '../api/document-mutations';
import { DocumentTextSheet } from './document-text-sheet';

/** 评价: 1–5 stars and a text, once per bought document. */
export function RateSheet({
  documentId,
  visible,
  onClose,
}: {
  documentId: number;
  visible: boolean;
  onClose(): void;
}) {
  const [score, setScore] = useState(0);
  return (
    <DocumentTextSheet
      visible={visible}
      title="评价文档"
      textLabel="评价内容"
      placeholder="文档是否好用、内容是否准确"
      min={2}
      max={DOCUMENT_RATING_TEXT_MAX}
      submitText="提交评价"
      bodyOf={(text) => (score === 0 ? '请选择评分' : { document_id: documentId, score, text })}
      schema={documentRatingBody}
      mutation={useRateDocument()}
      successText="评价成功"
      onClose={onClose}
      onAfterClose={() => setScore(0)}
    >
      <StarPicker value={score} onChange={setScore} />
    </DocumentTextSheet>
  );
}
