import Picker from 'antd-mobile/es/components/picker';
import { useMemo, useState } from 'react';
import { toShanghaiParts } from '../../../lib/format';
import { FieldTrigger } from '../../lawyer-profile/components/field-trigger';
import { practiceYears } from '../apply-form';

export interface YearFieldProps {
  value?: number;
  onChange?(year: number): void;
}

/** 执业起始年份: a year from this one back to 1950. */
export function YearField({ value, onChange }: YearFieldProps) {
  const [open, setOpen] = useState(false);
  const columns = useMemo(() => {
    const years = practiceYears(toShanghaiParts(Date.now()).year);
    return [years.map((year) => ({ label: `${year}年`, value: year }))];
  }, []);
  return (
    <>
      <FieldTrigger
        label="执业起始年份"
        placeholder="请选择执业起始年份"
        text={value ? `${value}年` : ''}
        onOpen={() => setOpen(true)}
      />
      <Picker
        title="执业起始年份"
        columns={columns}
        visible={open}
        value={value ? [value] : []}
        onClose={() => setOpen(false)}
        onConfirm={([year]) => {
          if (typeof year === 'number') onChange?.(year);
        }}
      />
    </>
  );
}
