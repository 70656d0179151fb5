import type { LegalTypeNode } from '@lawbridge/contract';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import { useMemo, useState } from 'react';
import { FieldTrigger } from '../../lawyer-profile/components/field-trigger';
import styles from '../../lawyer-profile/components/legal-types-field.module.css';
import { legalTypeGroups } from '../../lawyer-profile/legal-type-groups';

export interface LegalTypeFieldProps {
  legalTypes: readonly LegalTypeNode[];
  value?: number;
  onChange?(id: number): void;
}

/** 咨询类型: one practice area, picked among the leaves grouped under their parents; a tap chooses and closes. */
export function LegalTypeField({ legalTypes, value, onChange }: LegalTypeFieldProps) {
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => legalTypeGroups(legalTypes), [legalTypes]);
  const chosen = groups.flatMap((group) => group.leaves).find((leaf) => leaf.id === value);
  return (
    <>
      <FieldTrigger
        label="咨询类型"
        placeholder="请选择咨询类型"
        text={chosen?.name ?? ''}
        onOpen={() => setOpen(true)}
      />
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyClassName={styles.sheet}
        showCloseButton
        onClose={() => setOpen(false)}
      >
        <header className={styles.header}>
          <h2 className={styles.title}>咨询类型</h2>
        </header>
        <div className={styles.groups} role="group" aria-label="咨询类型">
          {groups.map((group) => (
            <section key={group.title} className={styles.group}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <Selector
                columns={3}
                options={group.leaves.map((leaf) => ({ label: leaf.name, value: leaf.id }))}
                value={value === undefined ? [] : [value]}
                onChange={(ids) => {
                  const id = ids[0];
                  if (id === undefined) return;
                  onChange?.(id);
                  setOpen(false);
                }}
              />
            </section>
          ))}
        </div>
        <div className={styles.footer} />
      </Popup>
    </>
  );
}
