import { App, Card, Form, Input, Typography } from 'antd';
import { SaveButton } from '../../../components/save-button';
import { percentOfBp, yuanToFen } from '../../../lib/money';
import { useSaveCommissionRate } from '../api/save-order-settings';

/** `12.5` (%) → 1250 basis points; null unless 0–100 with at most two decimals. */
export function percentToBp(text: string | undefined): number | null {
  const bp = yuanToFen(text);
  return bp !== null && bp <= 10_000 ? bp : null;
}

/** 佣金比例: the platform's share of each new order; orders already placed keep the rate they were created with. */
export function CommissionCard({ rateBp }: { rateBp: number }) {
  const { message } = App.useApp();
  const save = useSaveCommissionRate();
  return (
    <Card title="佣金比例">
      <Typography.Paragraph type="secondary">
        当前 {percentOfBp(rateBp)}。律师获得的收入 = 订单实付 − 退款 −
        佣金。修改只影响此后创建的订单，已下的订单按下单时的比例结算。
      </Typography.Paragraph>
      <Form<{ percent: string }>
        key={rateBp}
        layout="inline"
        initialValues={{ percent: String(rateBp / 100) }}
        onFinish={(values) =>
          save.mutate(
            { commission_rate_bp: percentToBp(values.percent)! },
            { onSuccess: () => void message.success('佣金比例已保存') },
          )
        }
      >
        <Form.Item
          name="percent"
          label="佣金比例"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (percentToBp(value) === null) throw new Error('请输入 0–100 之间的数，最多两位小数');
              },
            },
          ]}
        >
          <Input inputMode="decimal" suffix="%" style={{ width: 140 }} />
        </Form.Item>
        <SaveButton saving={save.isPending} />
      </Form>
    </Card>
  );
}
