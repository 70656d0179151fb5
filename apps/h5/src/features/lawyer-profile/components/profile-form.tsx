import { lawyerProfileBody, type LawyerDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { firstIssue } from '../../../lib/validation';
import { useUpdateProfile } from '../api/update-profile';
import { imageRule, schemaRule, toastFirstError } from '../field-rules';
import type { ProfileOptions } from '../profile-options';
import { profileFormBody, profileFormValues, type ProfileFormValues } from '../profile-form-values';
import { IdentityItems } from './identity-items';
import { PracticeFormItems } from './practice-form-items';
import { SingleImageField } from './single-image-field';

const fields = lawyerProfileBody.shape;

export interface ProfileFormProps {
  lawyer: LawyerDetail;
  options: ProfileOptions;
  onSaved(): void;
}

/**
 * 编辑资料: avatar, firm, first year of practice, area, practice areas, degree and 接单状态; name and
 * licence are read-only.
 */
export function ProfileForm({ lawyer, options, onSaved }: ProfileFormProps) {
  const [initialValues] = useState(() => profileFormValues(lawyer));
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfile();

  function save(values: ProfileFormValues) {
    const body = profileFormBody(lawyer, values);
    const issue = firstIssue(lawyerProfileBody, body);
    if (issue) return showToast(issue);
    update.mutate(body, { onSuccess: onSaved });
  }

  return (
    <Form
      mode="card"
      layout="horizontal"
      initialValues={initialValues}
      onFinish={save}
      onFinishFailed={toastFirstError}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={update.isPending}
          disabled={uploading}
        >
          保存
        </Button>
      }
    >
      {/* POST /lawyer keeps the avatar when none is sent: a set avatar can be replaced, not removed. */}
      <Form.Item name="avatar" label="头像" rules={lawyer.avatar ? [imageRule('请上传头像')] : []}>
        <SingleImageField onBusyChange={setUploading} />
      </Form.Item>
      <IdentityItems name={lawyer.name} licenceMasked={lawyer.licence_masked} />
      <Form.Item name="law_firm" label="执业机构" rules={[schemaRule(fields.law_firm)]}>
        <Input maxLength={50} placeholder="请输入律师事务所名称" clearable />
      </Form.Item>
      <PracticeFormItems options={options} />
      <Form.Item name="accepting" label="接单状态" valuePropName="checked" childElementPosition="right">
        <Switch aria-label="接单状态" />
      </Form.Item>
    </Form>
  );
}
