import { holdDaysSetting } from '@lawbridge/contract';
import type { HoldDaysSetting } from '@lawbridge/contract';
import { App, Form, InputNumber, Typography } from 'antd';
import { QueryCard } from '../../../components/query-card';
import { SaveButton } from '../../../components/save-button';
import { zodRule } from '../../../lib/zod-rule';
import { useHoldDays, useSaveHoldDays } from '../api/hold-days';

/** 收入冻结期: a lawyer's income becomes withdrawable this many days after the order finished. */
export function HoldDaysCard() {
  const holdDays = useHoldDays();
  return (
    <QueryCard title="收入冻结期" query={holdDays}>
      {(setting) => <HoldDaysForm setting={setting} />}
    </QueryCard>
  );
}

function HoldDaysForm({ setting }: { setting: HoldDaysSetting }) {
  const { message } = App.useApp();
  const save = useSaveHoldDays();
  return (
    <>
      <Typography.Paragraph type="secondary">
        {`当前 ${setting.hold_days} 天。订单完成后律师收入先计入待结算，满冻结期后转为可提现；`}
        {'有进行中的申诉时继续冻结。修改只影响此后完成的订单。'}
      </Typography.Paragraph>
      <Form<HoldDaysSetting>
        key={setting.hold_days}
        layout="inline"
        initialValues={setting}
        onFinish={(values) =>
          save.mutate(values, { onSuccess: () => void message.success('收入冻结期已保存') })
        }
      >
        <Form.Item name="hold_days" label="冻结天数" rules={[zodRule(holdDaysSetting.shape.hold_days)]}>
          <InputNumber suffix="天" precision={0} style={{ width: 140 }} />
        </Form.Item>
        <SaveButton saving={save.isPending} />
      </Form>
    </>
  );
}
