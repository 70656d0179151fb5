import Picker from 'antd-mobile/es/components/picker';
import { useMemo, useState } from 'react';
import { currentShanghaiYear, practiceYears } from '../practice-years';
import { FieldTrigger } from './field-trigger';

export interface YearFieldProps {
  value?: number;
  onChange?(year: number): void;
}

/** 执业起始年份: empty until the user confirms a year in the sheet, which runs from this year back to 1950. */
export function YearField({ value, onChange }: YearFieldProps) {
  const [open, setOpen] = useState(false);
  const columns = useMemo(() => {
    const years = practiceYears(currentShanghaiYear());
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
