import {
  lawyerProfileBody,
  OFFICE_ADDRESS_MAX,
  type LawyerDetail,
  type OwnLawyerServices,
} from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { firstIssue } from '../../../lib/validation';
import { useUpdateOwnServices } from '../api/own-services';
import { useUpdateProfile } from '../api/update-profile';
import { imageRule, schemaRule, toastFirstError } from '../field-rules';
import type { ProfileOptions } from '../profile-options';
import { profileFormBody, profileFormValues, type ProfileFormValues } from '../profile-form-values';
import { FirmChangeNote } from './firm-change-note';
import { IdentityItems } from './identity-items';
import { servicePriceValues, servicesBody, type ServicePriceValue } from '../service-prices';
import { PracticeFormItems } from './practice-form-items';
import { ServicePricesField } from './service-prices-field';
import { SingleImageField } from './single-image-field';

const fields = lawyerProfileBody.shape;

export interface ProfileFormProps {
  lawyer: LawyerDetail;
  /** The lawyer's services with the bands and the commission rate. */
  services: OwnLawyerServices;
  options: ProfileOptions;
  /** `firmInReview`: a new 执业机构 was sent and waits for an operator. */
  onSaved(firmInReview: boolean): void;
}

type FormValues = ProfileFormValues & { services: ServicePriceValue[] };

/**
 * 编辑资料: avatar, firm, first year of practice, area, practice areas, degree, 办公地址, 接单状态 and the
 * services with the lawyer's own prices; name and licence are read-only. Changed services are saved
 * first (a price outside its band stops the save), then the profile. A new firm waits for review.
 */
export function ProfileForm({ lawyer, services, options, onSaved }: ProfileFormProps) {
  const [initialValues] = useState<FormValues>(() => ({
    ...profileFormValues(lawyer),
    services: servicePriceValues(services.services),
  }));
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfile();
  const updateServices = useUpdateOwnServices();

  async function save({ services: prices, ...values }: FormValues) {
    const body = profileFormBody(lawyer, values);
    const issue = firstIssue(lawyerProfileBody, body);
    if (issue) return showToast(issue);
    const priced = servicesBody(services.services, prices);
    if ('issue' in priced) return showToast(priced.issue);
    const unchanged = servicesBody(services.services, initialValues.services);
    if (JSON.stringify(unchanged) !== JSON.stringify(priced)) {
      try {
        await updateServices.mutateAsync(priced.body);
      } catch {
        // The request said why (a toast); the form stays as typed.
        return;
      }
    }
    update.mutate(body, { onSuccess: () => onSaved(body.law_firm !== lawyer.law_firm) });
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
          loading={update.isPending || updateServices.isPending}
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
      <Form.Item
        name="law_firm"
        label="执业机构"
        description={<FirmChangeNote />}
        rules={[schemaRule(fields.law_firm)]}
      >
        <Input maxLength={50} placeholder="请输入律师事务所名称" clearable />
      </Form.Item>
      <PracticeFormItems options={options} />
      <Form.Item name="office_address" label="办公地址" rules={[schemaRule(fields.office_address)]}>
        <Input maxLength={OFFICE_ADDRESS_MAX} placeholder="客户在律师主页和预约中看到" clearable />
      </Form.Item>
      <Form.Item name="accepting" label="接单状态" valuePropName="checked" childElementPosition="right">
        <Switch aria-label="接单状态" />
      </Form.Item>
      <Form.Header>服务与价格</Form.Header>
      <Form.Item name="services" layout="vertical">
        <ServicePricesField services={services.services} rateBp={services.commission_rate_bp} />
      </Form.Item>
    </Form>
  );
}
