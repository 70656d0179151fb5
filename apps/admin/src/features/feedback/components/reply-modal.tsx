import { feedbackReplyBody } from '@lawbridge/contract';
import type { AdminFeedbackItem } from '@lawbridge/contract';
import { App, Form, Input, Modal, Typography, theme } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { zodRule } from '../../../lib/zod-rule';
import { useReplyFeedback } from '../api/reply-feedback';

const replyField = feedbackReplyBody.shape.reply;

/** The feedback as the user wrote it, and the reply they will see (the current one, when any, to edit). */
export function ReplyModal({ feedback, onClose }: { feedback: AdminFeedbackItem; onClose: () => void }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const reply = useReplyFeedback();

  const send = (text: string) =>
    reply.mutate(
      { id: feedback.id, reply: text },
      {
        onSuccess: () => {
          void message.success('回复已发送');
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={feedback.reply === null ? '回复反馈' : '修改回复'}
      okText="发送回复"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={reply.isPending}
      onCancel={onClose}
      modalRender={(dialog) => (
        <Form<{ reply: string }>
          layout="vertical"
          initialValues={{ reply: feedback.reply ?? undefined }}
          onFinish={(values) => send(replyField.parse(values.reply))}
        >
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph
        type="secondary"
        style={{
          whiteSpace: 'pre-wrap',
          background: token.colorFillQuaternary,
          padding: 12,
          borderRadius: 6,
        }}
      >
        {feedback.user_nickname}：{feedback.content}
      </Typography.Paragraph>
      {feedback.replied_at !== null && (
        <Typography.Paragraph type="secondary">
          上次回复于 {formatShanghaiDateTime(feedback.replied_at)}
        </Typography.Paragraph>
      )}
      <Form.Item name="reply" label="回复内容" rules={[zodRule(replyField)]}>
        <Input.TextArea rows={5} showCount maxLength={500} placeholder="用户会在留言反馈页看到这条回复" />
      </Form.Item>
    </Modal>
  );
}
