import { SERVICE_ORDER_LIFECYCLE, SERVICE_ORDER_STATES } from '@lawbridge/contract';
import { Button, Form, Input, Select, Space } from 'antd';
import type { ServiceOrderFilters } from '../api/get-service-orders';

const STATE_OPTIONS = SERVICE_ORDER_STATES.map((state) => ({
  value: state,
  label: SERVICE_ORDER_LIFECYCLE.states.find((item) => item.key === state)?.label ?? state,
}));

type FormValues = { [K in keyof ServiceOrderFilters]?: string };

const clean = (values: FormValues): ServiceOrderFilters => {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    state: (values.state || undefined) as ServiceOrderFilters['state'],
    order_no: text(values.order_no)?.toUpperCase(),
    customer_phone: text(values.customer_phone),
    lawyer_name: text(values.lawyer_name),
    date_from: text(values.date_from),
    date_to: text(values.date_to),
  };
};

/** 服务订单's filters: applied together by 查询, cleared by 重置; the address keeps them. */
export function ServiceOrderFilterForm({
  value,
  onChange,
}: {
  value: ServiceOrderFilters;
  onChange: (next: ServiceOrderFilters) => void;
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
        <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item
        name="order_no"
        label="订单号"
        rules={[{ pattern: /^\s*[SADsad]\d{16}\s*$/, message: '订单号格式不正确' }]}
      >
        <Input allowClear placeholder="S开头17位" maxLength={20} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item
        name="customer_phone"
        label="用户手机号"
        rules={[{ pattern: /^\s*\d{3,11}\s*$/, message: '请输入3–11位数字' }]}
      >
        <Input allowClear placeholder="可输入前几位" maxLength={11} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="lawyer_name" label="律师">
        <Input allowClear placeholder="律师姓名" maxLength={20} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="date_from" label="下单日期">
        <Input type="date" aria-label="开始日期" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="date_to" label="至">
        <Input type="date" aria-label="结束日期" style={{ width: 150 }} />
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
