import { Gender, type GenderValue } from '@lawbridge/contract';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useUpdateUserField } from '../api/update-user-field';

const OPTIONS = Gender.values.map((value) => ({ key: value, text: Gender.labelOf(value) }));

/** 性别: 未知 / 男 / 女, picked from a sheet. */
export function GenderItem({ gender }: { gender: number }) {
  const [picking, setPicking] = useState(false);
  const update = useUpdateUserField();
  return (
    <>
      <List.Item extra={Gender.labelOf(gender as GenderValue)} onClick={() => setPicking(true)}>
        性别
      </List.Item>
      <ActionSheet
        visible={picking}
        actions={OPTIONS}
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
