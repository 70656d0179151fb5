import { feedbackReplyBody } from '@lawbridge/contract';
import type { AdminFeedbackItem } from '@lawbridge/contract';
import { App, Flex, Form, Input, Modal, Typography, theme } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { zodRule } from '../../../lib/zod-rule';
import { useReplyFeedback } from '../api/reply-feedback';
import { FeedbackImages } from './feedback-images';

/** Big enough to tell a screenshot's content before enlarging it. */
const DIALOG_THUMB_SIZE = 96;

const replyField = feedbackReplyBody.shape.reply;

/** The feedback as the user wrote it (with their pictures), and the reply they will see (the current one, when any, to edit). */
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
      {feedback.images.length > 0 && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">
            用户附图（{feedback.images.length}张，点击查看大图）
          </Typography.Text>
          <FeedbackImages urls={feedback.images} size={DIALOG_THUMB_SIZE} />
        </Flex>
      )}
      {feedback.contact && (
        <Typography.Paragraph type="secondary">联系方式：{feedback.contact}</Typography.Paragraph>
      )}
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
