import { Gender, type GenderValue } from '@lawbridge/contract';
import ActionSheet, { type Action } from 'antd-mobile/es/components/action-sheet';
import List from 'antd-mobile/es/components/list';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useUpdateUserField } from '../api/update-user-field';
import styles from './profile-items.module.css';

/** What a user can choose: 未知 is only the value of a user who never chose. */
const CHOICES = [Gender.male.value, Gender.female.value] as const;

/** The sheet's rows, the current one marked with a tick (and announced as chosen). */
export function genderActions(current: number): Action[] {
  return CHOICES.map((value) => {
    const chosen = value === current;
    return {
      key: value,
      bold: chosen,
      text: (
        <span className={styles.choice} aria-current={chosen ? 'true' : undefined}>
          {Gender.labelOf(value)}
          {chosen ? <CheckOutline className={styles.tick} aria-label="当前选择" /> : null}
        </span>
      ),
    };
  });
}

/** 性别: 男 / 女, picked from a sheet that marks the current one; never chosen reads 未设置. */
export function GenderItem({ gender }: { gender: number }) {
  const [picking, setPicking] = useState(false);
  const update = useUpdateUserField();
  const chosen = CHOICES.find((value) => value === gender);
  return (
    <>
      <List.Item extra={chosen ? Gender.labelOf(chosen) : '未设置'} onClick={() => setPicking(true)}>
        性别
      </List.Item>
      <ActionSheet
        visible={picking}
        actions={genderActions(gender)}
        cancelText="取消"
        onClose={() => setPicking(false)}
        onAction={(action) => {
          setPicking(false);
          if (action.key !== gender) update.mutate({ field: 'gender', value: action.key as GenderValue });
        }}
      />
    </>
  );
}
