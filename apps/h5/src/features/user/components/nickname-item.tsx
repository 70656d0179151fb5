import { infoFieldBody, NICKNAME_MAX } from '@lawbridge/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { firstIssue } from '../../../lib/validation';
import { useUpdateUserField } from '../api/update-user-field';
import styles from './profile-items.module.css';

/** 昵称: edited in a dialog, 1–20 characters. */
export function NicknameItem({ nickname }: { nickname: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateUserField();

  function save() {
    const body = { field: 'nickname' as const, value: (draft ?? '').trim() };
    const issue = firstIssue(infoFieldBody, body);
    if (issue) return showToast(issue);
    update.mutate(body, { onSuccess: () => setDraft(null) });
  }

  return (
    <>
      <List.Item extra={nickname} onClick={() => setDraft(nickname)}>
        昵称
      </List.Item>
      <Dialog
        visible={draft !== null}
        title="修改昵称"
        content={
          <Input
            className={styles.nicknameInput}
            autoFocus
            clearable
            maxLength={NICKNAME_MAX}
            placeholder={`请输入昵称（1–${NICKNAME_MAX}个字）`}
            aria-label="昵称"
            value={draft ?? ''}
            onChange={setDraft}
          />
        }
        closeOnAction={false}
        onClose={() => setDraft(null)}
        onAction={(action) => (action.key === 'save' ? save() : setDraft(null))}
        actions={[
          [
            { key: 'cancel', text: '取消' },
            { key: 'save', text: '保存', bold: true, disabled: update.isPending },
          ],
        ]}
      />
    </>
  );
}
