import { adminDocumentReviewBody, adminDocumentTakeDownBody } from '@lawbridge/contract';
import type { AdminDocumentDetail } from '@lawbridge/contract';
import { Alert, App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useRestoreDocument, useReviewDocument, useTakeDownDocument } from '../api/document-actions';
import { TAKE_DOWN_NOTICE } from '../document-labels';
import { ReasonDialog } from './reason-dialog';

type Dialog = 'reject' | 'take_down' | null;

const rejectShape = adminDocumentReviewBody.options[1].shape;

/**
 * The drawer's footer: 通过 / 驳回 while a version waits for review, 下架 a listed document, 恢复上架 a
 * taken-down one; each confirms first, and the server's refusal shows above the buttons.
 */
export function DocumentActions({
  document,
  onReviewed,
}: {
  document: AdminDocumentDetail;
  /** After a review decision (the review queue closes the drawer: the document left it). */
  onReviewed?: () => void;
}) {
  const { message } = App.useApp();
  const review = useReviewDocument();
  const takeDown = useTakeDownDocument();
  const restore = useRestoreDocument();
  const [dialog, setDialog] = useState<Dialog>(null);
  const versionId = document.reviewing_version_id;
  const versionNo = document.versions.find((version) => version.id === versionId)?.version_no;
  const refusal = review.error ?? restore.error;
  const newVersion = document.state === 'listed';

  const reviewed = (text: string) => {
    void message.success(text);
    setDialog(null);
    onReviewed?.();
  };

  return (
    <Flex vertical gap={12}>
      {refusal && dialog === null && <Alert type="error" showIcon title={refusal.message} />}
      <Flex justify="flex-end" gap={8} wrap>
        {document.state === 'listed' && (
          <Button danger onClick={() => setDialog('take_down')}>
            下架
          </Button>
        )}
        {document.state === 'taken_down' && (
          <Popconfirm
            title="恢复上架？"
            description="文档将重新出现在文档中心，可再次购买。"
            okText="确认恢复"
            cancelText="再想想"
            onConfirm={() =>
              restore.mutate({ id: document.id }, { onSuccess: () => void message.success('已恢复上架') })
            }
          >
            <Button loading={restore.isPending}>恢复上架</Button>
          </Popconfirm>
        )}
        {versionId !== null && (
          <>
            <Button danger onClick={() => setDialog('reject')}>
              驳回
            </Button>
            <Popconfirm
              title={`通过第${versionNo ?? ''}版？`}
              description={
                newVersion
                  ? '新版本将替换在售版本，已购用户可免费获取新版本。'
                  : '文档将在文档中心上架，上传者会收到通知。'
              }
              okText="确认通过"
              cancelText="再想想"
              onConfirm={() =>
                review.mutate(
                  { version_id: versionId, decision: 'approve' },
                  { onSuccess: () => reviewed('已通过审核') },
                )
              }
            >
              <Button type="primary" loading={review.isPending && dialog === null}>
                通过
              </Button>
            </Popconfirm>
          </>
        )}
      </Flex>
      {dialog === 'reject' && versionId !== null && (
        <ReasonDialog
          title={`驳回 · ${document.title}`}
          okText="确认驳回"
          notice={
            newVersion
              ? '驳回新版本后，在售版本不受影响；上传者会看到原因并可重新提交。'
              : '驳回后文档不会上架；上传者会看到原因并可提交新版本。'
          }
          reason={{ label: '驳回原因', rule: rejectShape.reason_code }}
          text={{ label: '驳回说明', rule: rejectShape.text, placeholder: '上传者将看到这段说明' }}
          submitting={review.isPending}
          error={review.error}
          onCancel={() => setDialog(null)}
          onSubmit={({ reason_code, text }) =>
            review.mutate(
              { version_id: versionId, decision: 'reject', reason_code: reason_code!, text },
              { onSuccess: () => reviewed('已驳回') },
            )
          }
        />
      )}
      {dialog === 'take_down' && (
        <ReasonDialog
          title={`下架 · ${document.title}`}
          okText="确认下架"
          notice={TAKE_DOWN_NOTICE}
          reason={{ label: '下架原因', rule: adminDocumentTakeDownBody.shape.reason_code }}
          text={{
            label: '下架说明',
            rule: adminDocumentTakeDownBody.shape.text,
            placeholder: '上传者将看到这段说明',
          }}
          submitting={takeDown.isPending}
          error={takeDown.error}
          onCancel={() => setDialog(null)}
          onSubmit={({ reason_code, text }) =>
            takeDown.mutate(
              { id: document.id, reason_code: reason_code!, text },
              {
                onSuccess: () => {
                  void message.success('已下架');
                  setDialog(null);
                },
              },
            )
          }
        />
      )}
    </Flex>
  );
}
