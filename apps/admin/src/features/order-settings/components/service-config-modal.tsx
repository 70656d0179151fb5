import type { AdminServiceConfig } from '@lawbridge/contract';
import { SERVICE_PRICE_MAX } from '@lawbridge/contract';
import { App, Form, Input, Switch } from 'antd';
import { yuan, yuanToFen } from '../../../lib/money';
import { useSaveServiceConfig } from '../api/save-order-settings';
import { SettingsDialog } from './settings-dialog';

interface FormValues {
  price: string;
  enabled: boolean;
}

/** The price typed in 元, as fen: 0.01 元 up to the contract's maximum. */
export function priceError(text: string | undefined): string | null {
  if (!text?.trim()) return '请填写服务价格';
  const fen = yuanToFen(text);
  if (fen === null) return '服务价格格式不正确（最多两位小数）';
  if (fen <= 0) return '服务价格必须大于0';
  if (fen > SERVICE_PRICE_MAX) return `服务价格不能超过 ${yuan(SERVICE_PRICE_MAX)}`;
  return null;
}

/** 编辑服务: price in 元 and whether customers can buy it. Existing orders keep their price. */
export function ServiceConfigModal({
  service,
  banded,
  onClose,
}: {
  service: AdminServiceConfig;
  /** An online service: its price is the suggestion lawyers start from, within their band. */
  banded: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const save = useSaveServiceConfig();
  const submit = (values: FormValues) =>
    save.mutate(
      { id: service.id, price: yuanToFen(values.price)!, enabled: values.enabled ? 1 : 0 },
      {
        onSuccess: () => {
          void message.success('服务配置已保存');
          onClose();
        },
      },
    );
  return (
    <SettingsDialog<FormValues>
      title={`编辑服务 · ${service.name}`}
      initialValues={{ price: (service.price / 100).toFixed(2), enabled: service.enabled === 1 }}
      saving={save.isPending}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="price"
        label="价格（元）"
        extra={
          banded
            ? `平台建议价：未自行定价的律师按此价格出售，须在律师价格区间 ${yuan(service.min_price)} – ${yuan(service.max_price)} 内；已下的订单价格不变。`
            : '新价格只用于此后的新订单，已下的订单价格不变。'
        }
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const error = priceError(value);
              if (error) throw new Error(error);
            },
          },
        ]}
      >
        <Input prefix="¥" inputMode="decimal" />
      </Form.Item>
      <Form.Item name="enabled" label="上架（用户可购买）" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </SettingsDialog>
  );
}
