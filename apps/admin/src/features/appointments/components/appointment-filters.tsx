import { Button, Form, Input, Select, Space } from 'antd';
import type { AppointmentFilters } from '../api/get-appointments';
import { APPOINTMENT_STATE_OPTIONS } from '../appointment-labels';

type FormValues = { [K in keyof AppointmentFilters]?: string };

const clean = (values: FormValues): AppointmentFilters => {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    state: (values.state || undefined) as AppointmentFilters['state'],
    order_no: text(values.order_no)?.toUpperCase(),
    customer_phone: text(values.customer_phone),
  };
};

/** 预约订单's filters: applied together by 查询, cleared by 重置; the address keeps them. */
export function AppointmentFilterForm({
  value,
  onChange,
}: {
  value: AppointmentFilters;
  onChange: (next: AppointmentFilters) => void;
}) {
  return (
    <Form<FormValues>
      // The fields follow the address when it changes elsewhere (back button, a link).
      key={JSON.stringify(value)}
      layout="inline"
      initialValues={value}
      onFinish={(values) => onChange(clean(values))}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="state" label="状态">
        <Select allowClear placeholder="全部" options={APPOINTMENT_STATE_OPTIONS} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item
        name="order_no"
        label="订单号"
        rules={[{ pattern: /^\s*[Aa]\d{16}\s*$/, message: '订单号格式不正确（A开头17位）' }]}
      >
        <Input allowClear placeholder="A开头17位" maxLength={20} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item
        name="customer_phone"
        label="用户手机号"
        rules={[{ pattern: /^\s*\d{3,11}\s*$/, message: '请输入3–11位数字' }]}
      >
        <Input allowClear placeholder="可输入前几位" maxLength={11} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={() => onChange({})}>重置</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
