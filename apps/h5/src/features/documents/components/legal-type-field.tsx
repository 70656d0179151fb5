import type { LegalTypeNode } from '@lawbridge/contract';
import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import { useMemo, useState } from 'react';
import { FieldTrigger } from '../../lawyer-profile/components/field-trigger';
import { legalTypePath, legalTypePickerOptions } from '../legal-type-options';

/** 法律类型: a parent, then one of its leaves (a parent without leaves is a leaf itself). */
export function LegalTypeField({
  tree,
  value,
  onChange,
}: {
  tree: readonly LegalTypeNode[];
  value: number | null;
  onChange(id: number): void;
}) {
  const [open, setOpen] = useState(false);
  const options = useMemo(() => legalTypePickerOptions(tree), [tree]);
  const path = value === null ? [] : legalTypePath(tree, value);
  return (
    <>
      <FieldTrigger
        label="法律类型"
        placeholder="请选择法律类型"
        text={path.map((node) => node.name).join(' / ')}
        onOpen={() => setOpen(true)}
      />
      <CascadePicker
        title="法律类型"
        options={options}
        visible={open}
        value={path.map((node) => String(node.id))}
        onClose={() => setOpen(false)}
        onConfirm={(ids) => {
          const id = ids.filter((part): part is string => typeof part === 'string').at(-1);
          if (id) onChange(Number(id));
        }}
      />
    </>
  );
}
