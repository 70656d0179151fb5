import { Flex, Input, Typography } from 'antd';

interface DateRange {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** From and to days (Asia/Shanghai, both included); each applies as soon as it is picked or cleared. */
export function DateFilter({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (name: keyof DateRange, date: string | undefined) => void;
}) {
  return (
    <Flex gap={8} align="center">
      <Typography.Text>日期</Typography.Text>
      <Input
        type="date"
        aria-label="开始日期"
        style={{ width: 150 }}
        value={value.date_from ?? ''}
        max={value.date_to}
        onChange={(event) => onChange('date_from', event.target.value || undefined)}
      />
      <Typography.Text>至</Typography.Text>
      <Input
        type="date"
        aria-label="结束日期"
        style={{ width: 150 }}
        value={value.date_to ?? ''}
        min={value.date_from}
        onChange={(event) => onChange('date_to', event.target.value || undefined)}
      />
    </Flex>
  );
}
