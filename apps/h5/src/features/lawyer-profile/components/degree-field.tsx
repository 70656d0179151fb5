import type { Degree } from '@lawbridge/contract';
import Picker from 'antd-mobile/es/components/picker';
import { useState } from 'react';
import { FieldTrigger } from './field-trigger';

export interface DegreeFieldProps {
  degrees: readonly Degree[];
  value?: number;
  onChange?(degreeId: number): void;
}

/** 学历: picked from the platform's degree list. */
export function DegreeField({ degrees, value, onChange }: DegreeFieldProps) {
  const [open, setOpen] = useState(false);
  const chosen = degrees.find((degree) => degree.id === value);
  return (
    <>
      <FieldTrigger
        label="学历"
        placeholder="请选择学历"
        text={chosen?.name ?? ''}
        onOpen={() => setOpen(true)}
      />
      <Picker
        title="学历"
        columns={[degrees.map((degree) => ({ label: degree.name, value: degree.id }))]}
        visible={open}
        value={chosen ? [chosen.id] : []}
        onClose={() => setOpen(false)}
        onConfirm={([degreeId]) => {
          if (typeof degreeId === 'number') onChange?.(degreeId);
        }}
      />
    </>
  );
}
