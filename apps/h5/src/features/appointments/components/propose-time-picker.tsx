import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateTimePicker, type PickerBounds } from '../../../components/date-time-picker';
import { toShanghaiParts, type DateParts } from '../../../lib/format';
import { appointmentHoursQueryOptions } from '../api/get-appointment-hours';
import { appointmentBounds, appointmentSlots, fromShanghaiParts } from '../appointment-time';

/**
 * 建议其他时间: the lawyer picks another time the way customers book one (the half hours of the business
 * hours, 2 h … 60 days ahead); `open` opens it on the booked time, `onPick` gets the chosen instant.
 */
export function useProposeTimePicker(input: { appointmentAt: number; onPick(at: number): void }) {
  const hours = useQuery(appointmentHoursQueryOptions()).data;
  const [bounds, setBounds] = useState<PickerBounds | null>(null);
  const picker =
    hours === undefined ? null : (
      <DateTimePicker
        mode="datetime"
        title="建议其他时间"
        visible={bounds !== null}
        value={toShanghaiParts(input.appointmentAt)}
        {...(bounds ? { bounds } : {})}
        slots={appointmentSlots(hours)}
        unitLabels
        onClose={() => setBounds(null)}
        onConfirm={(parts: DateParts) => {
          setBounds(null);
          input.onPick(fromShanghaiParts(parts));
        }}
      />
    );
  return {
    /** Whether the hours are known (the picker can open). */
    ready: hours !== undefined,
    open: () => {
      if (hours) setBounds(appointmentBounds(Date.now(), hours));
    },
    picker,
  };
}
