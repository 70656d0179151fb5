import type { AdminServiceConfig } from '@lawbridge/contract';
import { App, Form, Input, Typography } from 'antd';
import { yuan, yuanToFen } from '../../../lib/money';
import { useSaveServiceBand } from '../api/save-order-settings';
import { priceError } from './service-config-modal';
import { SettingsDialog } from './settings-dialog';

interface FormValues {
  min: string;
  max: string;
}

const toYuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * 律师价格区间: the lowest and highest price a lawyer may set for this online service (元). It must contain
 * the platform's suggested price; lawyers' prices outside a narrowed band move to its nearest end.
 */
export function ServiceBandModal({ service, onClose }: { service: AdminServiceConfig; onClose: () => void }) {
  const { message } = App.useApp();
  const save = useSaveServiceBand();
  const submit = (values: FormValues) =>
    save.mutate(
      { id: service.id, min_price: yuanToFen(values.min)!, max_price: yuanToFen(values.max)! },
      {
        onSuccess: () => {
          void message.success('价格区间已保存');
          onClose();
        },
      },
    );
  const priceRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const error = priceError(value);
      if (error) throw new Error(error);
    },
  };
  return (
    <SettingsDialog<FormValues>
      title={`律师价格区间 · ${service.name}`}
      initialValues={{ min: toYuan(service.min_price), max: toYuan(service.max_price) }}
      saving={save.isPending}
      onFinish={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        律师在此区间内自行定价，区间须包含平台建议价 {yuan(service.price)}
        。缩小区间后，区间外的律师价格会调整到最近的端点；已下的订单价格不变。
      </Typography.Paragraph>
      <Form.Item name="min" label="最低价格（元）" rules={[priceRule]}>
        <Input prefix="¥" inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="max"
        label="最高价格（元）"
        dependencies={['min']}
        rules={[
          priceRule,
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              const min = yuanToFen(getFieldValue('min') as string | undefined);
              const max = yuanToFen(value);
              if (min !== null && max !== null && min > max) throw new Error('最低价格不能高于最高价格');
            },
          }),
        ]}
      >
        <Input prefix="¥" inputMode="decimal" />
      </Form.Item>
    </SettingsDialog>
  );
}
