import {
  DOCUMENT_REPORT_REASON_LABELS,
  DOCUMENT_REPORT_REASONS,
  DOCUMENT_REPORT_TEXT_MAX,
  documentReportBody,
  type DocumentReportReason,
} from '@lawbridge/contract';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useReportDocument } from '../api/document-mutations';
import { DocumentTextSheet } from './document-text-sheet';

const REASON_OPTIONS = DOCUMENT_REPORT_REASONS.map((value) => ({
  label: DOCUMENT_REPORT_REASON_LABELS[value],
  value,
}));

/** 举报: a reason (侵权 / 内容错误 / 已过时 / 违法违规) and what is wrong; operators handle it. */
export function ReportSheet({
  documentId,
  visible,
  onClose,
}: {
  documentId: number;
  visible: boolean;
  onClose(): void;
}) {
  const [reason, setReason] = useState<DocumentReportReason | null>(null);
  return (
    <DocumentTextSheet
      visible={visible}
      title="举报文档"
      textLabel="举报说明"
      placeholder="请说明具体问题"
      min={5}
      max={DOCUMENT_REPORT_TEXT_MAX}
      submitText="提交举报"
      bodyOf={(text) => (reason ? { document_id: documentId, reason, text } : '请选择举报原因')}
      schema={documentReportBody}
      mutation={useReportDocument()}
      successText="举报已提交，平台将尽快处理"
      onClose={onClose}
      onAfterClose={() => setReason(null)}
    >
      <Selector
        columns={2}
        options={REASON_OPTIONS}
        value={reason ? [reason] : []}
        onChange={(values) => setReason(values[0] ?? null)}
      />
    </DocumentTextSheet>
  );
}
