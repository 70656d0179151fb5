import { contentUpdateBody } from '@lawbridge/contract';
import type { ContentPage } from '@lawbridge/contract';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { zodRule } from '../../../lib/zod-rule';
import { useUpdateContentPage } from '../api/update-content-page';
import { ContentPreview } from './content-preview';

const { title: titleField, body: bodyField } = contentUpdateBody.shape;
const BODY_MAX = 20000;

interface ContentValues {
  title: string;
  body: string;
}

/** Title and plain-text body of one page, next to a live preview. */
export function ContentForm({ page }: { page: ContentPage }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContentValues>();
  const title = Form.useWatch('title', form) ?? page.title;
  const body = Form.useWatch('body', form) ?? page.body;
  const save = useUpdateContentPage();

  const submit = (values: ContentValues) =>
    save.mutate(
      { key: page.key, title: titleField.parse(values.title), body: bodyField.parse(values.body) },
      { onSuccess: () => void message.success('已保存，H5 页面即刻显示新内容') },
    );

  return (
    <Row gutter={24}>
      <Col span={12}>
        <Card
          title="编辑"
          // Save sits at the top: the body is long, and the operator should not have to scroll to it.
          extra={
            <Flex gap={12} align="center">
              <Typography.Text type="secondary">
                更新于 {formatShanghaiDateTime(page.updated_at)}
              </Typography.Text>
              <Button onClick={() => void navigate(paths.content)}>返回列表</Button>
              <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
                保存
              </Button>
            </Flex>
          }
        >
          {page.example ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message="示例联系方式"
              description="正文中的客服热线、客服邮箱和办公地址是产品自带的示例，H5 不显示它们（用户看到「平台运营方尚未填写」）。换成本平台真实的联系方式并保存后，H5 才显示这些内容。"
            />
          ) : null}
          <Form<ContentValues>
            form={form}
            layout="vertical"
            initialValues={{ title: page.title, body: page.body }}
            onFinish={submit}
          >
            <Form.Item name="title" label="标题" rules={[zodRule(titleField)]}>
              <Input maxLength={30} showCount />
            </Form.Item>
            <Form.Item
              name="body"
              label="正文"
              extra="纯文本，段落之间空一行；换行和空行按原样显示。"
              rules={[zodRule(bodyField)]}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea autoSize={{ minRows: 16, maxRows: 22 }} maxLength={BODY_MAX} showCount />
            </Form.Item>
          </Form>
        </Card>
      </Col>
      <Col span={12}>
        <ContentPreview title={title} body={body} />
      </Col>
    </Row>
  );
}
