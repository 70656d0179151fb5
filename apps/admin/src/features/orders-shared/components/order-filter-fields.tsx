import { Form, Input } from 'antd';

/** 订单号: one order number of the kind's format (`pattern`, blanks around it allowed). */
export function OrderNoFilter({
  pattern,
  message,
  placeholder,
}: {
  pattern: RegExp;
  /** Said when the number does not match `pattern`. */
  message: string;
  placeholder: string;
}) {
  return (
    <Form.Item name="order_no" label="订单号" rules={[{ pattern, message }]}>
      <Input allowClear placeholder={placeholder} maxLength={20} style={{ width: 190 }} />
    </Form.Item>
  );
}

/** 用户手机号: the start of the customer's phone, 3 to 11 digits. */
export function CustomerPhoneFilter() {
  return (
    <Form.Item
      name="customer_phone"
      label="用户手机号"
      rules={[{ pattern: /^\s*\d{3,11}\s*$/, message: '请输入3–11位数字' }]}
    >
      <Input allowClear placeholder="可输入前几位" maxLength={11} style={{ width: 140 }} />
    </Form.Item>
  );
}

/** A date range (`date_from`, `date_to`, Asia/Shanghai days) under `label`, e.g. 下单日期 … 至 …. */
export function DateRangeFilter({ label }: { label: string }) {
  return (
    <>
      <Form.Item name="date_from" label={label}>
        <Input type="date" aria-label="开始日期" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="date_to" label="至">
        <Input type="date" aria-label="结束日期" style={{ width: 150 }} />
      </Form.Item>
    </>
  );
}
