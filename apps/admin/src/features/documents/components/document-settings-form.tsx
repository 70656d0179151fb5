import {
  DOCUMENT_PRICE_CEILING_FEN,
  DOCUMENT_PRICE_FLOOR_FEN,
  documentSettingsBody,
  formatFen,
} from '@lawbridge/contract';
import type { DocumentSettings } from '@lawbridge/contract';
import { Alert, App, Form, Input, InputNumber, Space, Typography } from 'antd';
import type { FormRule } from 'antd';
import { SaveButton } from '../../../components/save-button';
import { yuan, yuanToFen } from '../../../lib/money';
import { useSaveDocumentSettings } from '../api/document-settings';

type Field = keyof DocumentSettings;
/** The form holds the prices in 元 as typed, the rest as numbers. */
type FormValues = Omit<DocumentSettings, 'document_price_min_fen' | 'document_price_max_fen'> & {
  document_price_min_fen: string;
  document_price_max_fen: string;
};

const toFormValues = (settings: DocumentSettings): FormValues => ({
  ...settings,
  document_price_min_fen: formatFen(settings.document_price_min_fen),
  document_price_max_fen: formatFen(settings.document_price_max_fen),
});

/** The body the form stands for; a price that is not an amount is left out (its own rule says so). */
const toBody = (values: FormValues) => ({
  ...values,
  document_price_min_fen: yuanToFen(values.document_price_min_fen) ?? undefined,
  document_price_max_fen: yuanToFen(values.document_price_max_fen) ?? undefined,
});

/** A price in 元 within the widest band (said in 元); then, for every field, the contract's checks of the whole set. */
function fieldRule(field: Field): FormRule {
  return (form) => ({
    validator: async () => {
      const values = form.getFieldsValue() as FormValues;
      if (field === 'document_price_min_fen' || field === 'document_price_max_fen') {
        const fen = yuanToFen(values[field]);
        if (fen === null) throw new Error('请输入金额（元），最多两位小数');
        if (fen < DOCUMENT_PRICE_FLOOR_FEN || fen > DOCUMENT_PRICE_CEILING_FEN) {
          throw new Error(
            `价格须在 ${yuan(DOCUMENT_PRICE_FLOOR_FEN)} 至 ${yuan(DOCUMENT_PRICE_CEILING_FEN)} 之间`,
          );
        }
      }
      const issue = documentSettingsBody
        .safeParse(toBody(values))
        .error?.issues.find((found) => found.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}

/** 文档设置's form: the price band in 元 (saved in fen), the commission and the daily cap; refusals show above. */
export function DocumentSettingsForm({ settings }: { settings: DocumentSettings }) {
  const { message } = App.useApp();
  const save = useSaveDocumentSettings();
  const submit = (values: FormValues) =>
    save.mutate(documentSettingsBody.parse(toBody(values)), {
      onSuccess: () => void message.success('文档设置已保存'),
    });
  return (
    <>
      <Typography.Paragraph type="secondary">
        {`当前：价格 ${yuan(settings.document_price_min_fen)} – ${yuan(settings.document_price_max_fen)}，`}
        {`佣金 ${settings.document_commission_percent}%，每人每天最多下载 ${settings.document_daily_downloads} 次。`}
        {'修改只影响此后的上传定价和订单。'}
      </Typography.Paragraph>
      {save.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={save.error.message} />}
      <Form<FormValues>
        key={JSON.stringify(settings)}
        layout="vertical"
        initialValues={toFormValues(settings)}
        onFinish={submit}
      >
        <Form.Item label="价格区间" extra="认证律师为付费文档定价的范围；普通用户上传的文档免费" required>
          <Space wrap>
            <Form.Item
              noStyle
              name="document_price_min_fen"
              dependencies={['document_price_max_fen']}
              rules={[fieldRule('document_price_min_fen')]}
            >
              <Input inputMode="decimal" suffix="元" aria-label="最低价格" style={{ width: 140 }} />
            </Form.Item>
            至
            <Form.Item
              noStyle
              name="document_price_max_fen"
              dependencies={['document_price_min_fen']}
              rules={[fieldRule('document_price_max_fen')]}
            >
              <Input inputMode="decimal" suffix="元" aria-label="最高价格" style={{ width: 140 }} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item
          name="document_commission_percent"
          label="文档佣金比例"
          extra="平台从每笔文档销售中抽取的比例，其余计入上传者的待结算收入"
          rules={[fieldRule('document_commission_percent')]}
        >
          <InputNumber precision={0} suffix="%" aria-label="文档佣金比例" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="document_daily_downloads"
          label="每日下载上限"
          extra="每位用户每天（北京时间）最多下载的次数，所有文档合计"
          rules={[fieldRule('document_daily_downloads')]}
        >
          <InputNumber precision={0} suffix="次" aria-label="每日下载上限" style={{ width: 140 }} />
        </Form.Item>
        <SaveButton saving={save.isPending} />
      </Form>
    </>
  );
}
