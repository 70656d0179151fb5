import { adminDocumentReportHandleBody } from '@lawbridge/contract';
import type { AdminDocumentReport } from '@lawbridge/contract';
import { App } from 'antd';
import { useHandleDocumentReport } from '../api/document-actions';
import { TAKE_DOWN_NOTICE } from '../document-labels';
import { ReasonDialog } from './reason-dialog';

const [dismissBody, takeDownBody] = adminDocumentReportHandleBody.options;

/** 驳回举报 (a text) or 下架文档 because of the report (a preset reason and a text). */
export function HandleReportDialog({
  report,
  result,
  onClose,
}: {
  report: AdminDocumentReport;
  result: 'dismissed' | 'taken_down';
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const handle = useHandleDocumentReport();
  const done = (text: string) => ({
    onSuccess: () => {
      void message.success(text);
      onClose();
    },
  });
  const common = {
    submitting: handle.isPending,
    error: handle.error,
    onCancel: onClose,
  };
  return result === 'dismissed' ? (
    <ReasonDialog
      {...common}
      title={`驳回举报 · ${report.document.title}`}
      okText="确认驳回"
      notice="驳回后举报结束，文档不受影响。"
      text={{ label: '处理说明', rule: dismissBody.shape.text, placeholder: '例如：经核对内容无误' }}
      onSubmit={({ text }) => handle.mutate({ id: report.id, result: 'dismissed', text }, done('已驳回举报'))}
    />
  ) : (
    <ReasonDialog
      {...common}
      title={`下架文档 · ${report.document.title}`}
      okText="确认下架"
      notice={TAKE_DOWN_NOTICE}
      reason={{ label: '下架原因', rule: takeDownBody.shape.reason_code }}
      text={{ label: '处理说明', rule: takeDownBody.shape.text, placeholder: '上传者将看到这段说明' }}
      onSubmit={({ reason_code, text }) =>
        handle.mutate(
          { id: report.id, result: 'taken_down', reason_code: reason_code!, text },
          done('已下架文档'),
        )
      }
    />
  );
}
