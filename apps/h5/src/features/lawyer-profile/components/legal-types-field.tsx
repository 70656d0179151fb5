import { LEGAL_TYPES_MAX, type LegalTypeNode } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import { useMemo, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { legalTypeGroups, legalTypeNames } from '../legal-type-groups';
import { FieldTrigger } from './field-trigger';
import styles from './legal-types-field.module.css';

export interface LegalTypesFieldProps {
  legalTypes: readonly LegalTypeNode[];
  value?: number[];
  onChange?(ids: number[]): void;
}

const TOO_MANY = `擅长领域最多选择${LEGAL_TYPES_MAX}个`;

/** 擅长领域: 1–5 leaves, chosen per parent area in a sheet that shows how many are chosen. */
export function LegalTypesField({ legalTypes, value = [], onChange }: LegalTypesFieldProps) {
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => legalTypeGroups(legalTypes), [legalTypes]);

  function changeGroup(leaves: readonly LegalTypeNode[], chosenInGroup: number[]) {
    const outside = value.filter((id) => !leaves.some((leaf) => leaf.id === id));
    const next = [...outside, ...chosenInGroup];
    if (next.length > LEGAL_TYPES_MAX) return showToast(TOO_MANY);
    onChange?.(next);
  }

  return (
    <>
      <FieldTrigger
        label="擅长领域"
        placeholder={`请选择1–${LEGAL_TYPES_MAX}个擅长领域`}
        text={legalTypeNames(legalTypes, value).join('、')}
        onOpen={() => setOpen(true)}
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.sheet}>
        <header className={styles.header}>
          <h2 className={styles.title}>擅长领域</h2>
          <span className={styles.count} aria-live="polite">
            已选 {value.length}/{LEGAL_TYPES_MAX}
          </span>
        </header>
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.title} className={styles.group}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <Selector
                multiple
                columns={3}
                options={group.leaves.map((leaf) => ({ label: leaf.name, value: leaf.id }))}
                value={value.filter((id) => group.leaves.some((leaf) => leaf.id === id))}
                onChange={(chosen) => changeGroup(group.leaves, chosen)}
              />
            </section>
          ))}
        </div>
        <div className={styles.footer}>
          <Button block color="primary" onClick={() => setOpen(false)}>
            完成
          </Button>
        </div>
      </Popup>
    </>
  );
}
