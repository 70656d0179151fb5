import { adminReviewHiddenBody, REVIEW_HIDE_REASON_MAX } from '@lawbridge/contract';
import type { AdminReviewItem } from '@lawbridge/contract';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '../../../lib/zod-rule';
import { useSetReviewHidden } from '../api/set-review-hidden';

const reasonSchema = adminReviewHiddenBody.shape.reason;

/** 隐藏评价 / 恢复显示, always with a reason for the audit log. */
export function HiddenModal({ review, onClose }: { review: AdminReviewItem; onClose: () => void }) {
  const { message } = App.useApp();
  const change = useSetReviewHidden();
  const hiding = review.hidden === 0;

  const submit = ({ reason }: { reason: string }) =>
    change.mutate(
      { id: review.id, hidden: hiding ? 1 : 0, reason: reasonSchema.parse(reason) },
      {
        onSuccess: () => {
          void message.success(hiding ? '评价已隐藏' : '评价已恢复显示');
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={hiding ? '隐藏评价' : '恢复显示评价'}
      okText={hiding ? '确认隐藏' : '确认恢复'}
      okButtonProps={{ htmlType: 'submit', danger: hiding }}
      confirmLoading={change.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<{ reason: string }> layout="vertical" onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {review.customer.nickname} 评价 {review.lawyer.name} · {review.service_name} · {review.rating}星
      </Typography.Paragraph>
      <Typography.Paragraph
        ellipsis={{ rows: 4, expandable: true }}
        style={{ padding: '8px 12px', background: '#f5f5f5', borderRadius: 6 }}
      >
        {review.text || '（未填写文字）'}
      </Typography.Paragraph>
      <Alert
        type={hiding ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        title={
          hiding
            ? '隐藏后评价仍保留，但不再公开展示，也不计入律师的评分和评价数。'
            : '恢复后评价重新公开展示，并计入律师的评分和评价数。'
        }
      />
      <Form.Item name="reason" label={hiding ? '隐藏原因' : '恢复原因'} rules={[zodRule(reasonSchema)]}>
        <Input.TextArea
          rows={3}
          maxLength={REVIEW_HIDE_REASON_MAX}
          showCount
          placeholder={hiding ? '如：含有辱骂、广告或泄露隐私的内容' : '如：复核后确认内容无违规'}
        />
      </Form.Item>
    </Modal>
  );
}
