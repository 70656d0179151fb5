import {
  APPOINTMENT_SLOT_MINUTES,
  formatAppointmentHours,
  formatMinuteOfDay,
  type AppointmentHours,
} from '@lawbridge/contract';
import { App, Form, Select, Typography } from 'antd';
import { QueryCard } from '../../../components/query-card';
import { SaveButton } from '../../../components/save-button';
import { useAppointmentHours, useSaveAppointmentHours } from '../api/appointment-hours';

/** 00:00, 00:30 … 23:30: the times the hours may open and close at. */
const HALF_HOURS = Array.from({ length: (24 * 60) / APPOINTMENT_SLOT_MINUTES }, (_, index) => {
  const minute = index * APPOINTMENT_SLOT_MINUTES;
  return { value: minute, label: formatMinuteOfDay(minute) };
});

/** 预约营业时间: appointments start only on the hour or half hour within these hours (Asia/Shanghai). */
export function AppointmentHoursCard() {
  const hours = useAppointmentHours();
  return (
    <QueryCard title="线下预约营业时间" query={hours}>
      {(current) => <HoursForm hours={current} />}
    </QueryCard>
  );
}

function HoursForm({ hours }: { hours: AppointmentHours }) {
  const { message } = App.useApp();
  const save = useSaveAppointmentHours();
  return (
    <>
      <Typography.Paragraph type="secondary">
        当前 {formatAppointmentHours(hours)}
        （北京时间）。用户只能预约此时段内的整点或半点，律师建议的新时间同样如此；已有的预约不受影响。
      </Typography.Paragraph>
      <Form<AppointmentHours>
        key={`${hours.opens_minute}-${hours.closes_minute}`}
        layout="inline"
        initialValues={hours}
        onFinish={(values) =>
          save.mutate(values, { onSuccess: () => void message.success('营业时间已保存') })
        }
      >
        <Form.Item name="opens_minute" label="开始">
          <Select options={HALF_HOURS} virtual={false} style={{ width: 110 }} aria-label="营业开始时间" />
        </Form.Item>
        <Form.Item
          name="closes_minute"
          label="结束"
          dependencies={['opens_minute']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: number) => {
                if (value <= Number(getFieldValue('opens_minute'))) throw new Error('结束时间需晚于开始时间');
              },
            }),
          ]}
        >
          <Select options={HALF_HOURS} virtual={false} style={{ width: 110 }} aria-label="营业结束时间" />
        </Form.Item>
        <SaveButton saving={save.isPending} />
      </Form>
    </>
  );
}
