import type { AppointmentHours } from '@lawbridge/contract';
import type { PickerBounds } from '../../../components/date-time-picker';
import { DateTimePicker } from '../../../components/date-time-picker';
import { toShanghaiParts } from '../../../lib/format';
import { formatAppointmentTime } from '../appointment-time';
import { FieldTrigger } from '../../lawyer-profile/components/field-trigger';
import { appointmentBounds, appointmentSlots, fromShanghaiParts } from '../appointment-time';
import { useState } from 'react';

export interface AppointmentTimeFieldProps {
  /** UTC epoch ms of the chosen time (a form field's value). */
  value?: number;
  onChange?(at: number): void;
  /** The business hours: the picker offers their half hours only. */
  hours: AppointmentHours;
  /** The device clock; tests pass their own. */
  now?(): number;
}

/**
 * 预约时间: the seed's date/time picker bounded to 2 h … 60 days ahead (Asia/Shanghai) and to the half
 * hours of the business hours, its wheels labelled 年/月/日 with the weekday and 时/分; the bounds taken
 * afresh each time it opens; it opens on the chosen time, or on the earliest bookable one.
 */
export function AppointmentTimeField({ value, onChange, hours, now = Date.now }: AppointmentTimeFieldProps) {
  const [bounds, setBounds] = useState<PickerBounds | null>(null);
  return (
    <>
      <FieldTrigger
        label="预约时间"
        placeholder="请选择日期和时间"
        text={value === undefined ? '' : formatAppointmentTime(value)}
        onOpen={() => setBounds(appointmentBounds(now(), hours))}
      />
      <DateTimePicker
        mode="datetime"
        title="预约时间"
        visible={bounds !== null}
        value={value === undefined ? (bounds?.start ?? null) : toShanghaiParts(value)}
        {...(bounds ? { bounds } : {})}
        slots={appointmentSlots(hours)}
        unitLabels
        onClose={() => setBounds(null)}
        onConfirm={(parts) => {
          setBounds(null);
          onChange?.(fromShanghaiParts(parts));
        }}
      />
    </>
  );
}
