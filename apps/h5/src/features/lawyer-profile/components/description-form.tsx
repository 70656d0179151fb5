import { lawyerProfileBody, type LawyerDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { firstIssue } from '../../../lib/validation';
import { useUpdateProfile } from '../api/update-profile';
import { profileBody } from '../profile-body';
import { DescriptionField } from './description-field';
import styles from './description-form.module.css';

const DESCRIPTION_ID = 'lawyer-description';

/** 个人简介: the description is saved with the rest of the profile unchanged. */
export function DescriptionForm({ lawyer, onSaved }: { lawyer: LawyerDetail; onSaved(): void }) {
  const [description, setDescription] = useState(lawyer.description);
  const update = useUpdateProfile();

  function save() {
    const body = profileBody(lawyer, { description: description.trim() });
    const issue = firstIssue(lawyerProfileBody, body);
    if (issue) return showToast(issue);
    update.mutate(body, { onSuccess: onSaved });
  }

  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={DESCRIPTION_ID}>
          客户在您的律师主页上看到这段介绍
        </label>
        <DescriptionField id={DESCRIPTION_ID} value={description} onChange={setDescription} rows={12} />
      </div>
      <Button block color="primary" size="large" loading={update.isPending} onClick={save}>
        保存
      </Button>
    </div>
  );
}
