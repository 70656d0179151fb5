import type { AreaNode } from '@lawbridge/contract';
import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import { useMemo, useState } from 'react';
import { areaPath, areaPickerOptions } from '../area-options';
import { FieldTrigger } from './field-trigger';

export interface AreaFieldProps {
  areas: readonly AreaNode[];
  /** The chosen city or district code (a form field's value). */
  value?: string;
  onChange?(code: string): void;
  /** The field's name (the sheet's title too); 执业地区 by default. */
  label?: string;
  placeholder?: string;
}

/** 执业地区 (or another place, e.g. 预约城市): province → city → district, ending on a city or a district. */
export function AreaField({
  areas,
  value,
  onChange,
  label = '执业地区',
  placeholder = '请选择省 / 市 / 区县',
}: AreaFieldProps) {
  const [open, setOpen] = useState(false);
  const options = useMemo(() => areaPickerOptions(areas), [areas]);
  const path = value ? areaPath(areas, value) : [];
  return (
    <>
      <FieldTrigger
        label={label}
        placeholder={placeholder}
        text={path.map((node) => node.name).join(' ')}
        onOpen={() => setOpen(true)}
      />
      <CascadePicker
        title={label}
        options={options}
        visible={open}
        value={path.map((node) => node.code)}
        onClose={() => setOpen(false)}
        onConfirm={(codes) => {
          const code = codes.filter((part): part is string => typeof part === 'string').at(-1);
          if (code) onChange?.(code);
        }}
      />
    </>
  );
}
