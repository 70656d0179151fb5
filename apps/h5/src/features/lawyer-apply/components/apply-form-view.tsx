import { Gender, lawyerApplyBody, type LawyerApplyBody } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { DescriptionField } from '../../lawyer-profile/components/description-field';
import { PracticeFormItems } from '../../lawyer-profile/components/practice-form-items';
import { SingleImageField } from '../../lawyer-profile/components/single-image-field';
import { imageRule, schemaRule, toastFirstError } from '../../lawyer-profile/field-rules';
import type { ProfileOptions } from '../../lawyer-profile/profile-options';
import { applyBody, type ApplyFormValues } from '../apply-form';

const fields = lawyerApplyBody.shape;

export interface ApplyFormViewProps {
  options: ProfileOptions;
  initialValues: ApplyFormValues;
  submitting: boolean;
  onSubmit(body: LawyerApplyBody): void;
}

/** 律师认证 form: every field is checked with the contract and shows its first Chinese message. */
export function ApplyFormView({ options, initialValues, submitting, onSubmit }: ApplyFormViewProps) {
  const [avatarUploading, setAvatarUploading] = useState(false);
  const [licenceUploading, setLicenceUploading] = useState(false);
  const [idCardUploading, setIdCardUploading] = useState(false);

  function submit(values: ApplyFormValues) {
    const checked = applyBody(values);
    if (!checked.ok) return showToast(checked.message);
    onSubmit(checked.body);
  }

  return (
    <Form
      mode="card"
      layout="horizontal"
      initialValues={initialValues}
      onFinish={submit}
      onFinishFailed={toastFirstError}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          disabled={avatarUploading || licenceUploading || idCardUploading}
        >
          提交认证
        </Button>
      }
    >
      <Form.Header>基本信息</Form.Header>
      <Form.Item name="real_name" label="真实姓名" rules={[schemaRule(fields.real_name)]}>
        <Input maxLength={20} placeholder="与执业证一致" clearable />
      </Form.Item>
      <Form.Item name="gender" label="性别" rules={[schemaRule(fields.gender)]}>
        <Radio.Group>
          <Space>
            <Radio value={Gender.male.value}>{Gender.male.label}</Radio>
            <Radio value={Gender.female.value}>{Gender.female.label}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>

      <Form.Header>执业信息</Form.Header>
      {/* Label above: all 17 digits stay in view on a 320 px screen, with room for the clear button. */}
      <Form.Item name="licence_no" label="执业证号" layout="vertical" rules={[schemaRule(fields.licence_no)]}>
        <Input inputMode="numeric" pattern="[0-9]*" maxLength={17} placeholder="17位数字" clearable />
      </Form.Item>
      <Form.Item name="law_firm" label="执业机构" rules={[schemaRule(fields.law_firm)]}>
        <Input maxLength={50} placeholder="律师事务所名称" clearable />
      </Form.Item>
      <PracticeFormItems options={options} />

      <Form.Header>证件照片</Form.Header>
      <Form.Item name="avatar" label="头像" rules={[imageRule('请上传头像')]}>
        <SingleImageField onBusyChange={setAvatarUploading} />
      </Form.Item>
      <Form.Item name="licence_photo" label="执业证照片" rules={[imageRule('请上传执业证照片')]}>
        <SingleImageField onBusyChange={setLicenceUploading} />
      </Form.Item>
      <Form.Item
        name="id_card_photo"
        label="身份证人像面"
        description="仅平台审核人员可见"
        rules={[imageRule('请上传身份证人像面照片')]}
      >
        <SingleImageField onBusyChange={setIdCardUploading} />
      </Form.Item>

      <Form.Header>个人简介</Form.Header>
      <Form.Item name="description" layout="vertical" rules={[schemaRule(fields.description)]}>
        <DescriptionField />
      </Form.Item>
    </Form>
  );
}
