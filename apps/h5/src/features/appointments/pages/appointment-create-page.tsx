import {
  APPOINTMENT_DESCRIPTION_MAX,
  APPOINTMENT_PLACE_NOTE_MAX,
  appointmentCreateBody,
  formatAppointmentHours,
  formatFen,
  lawyerDetailQuery,
  otherCityWarning,
  sameCityArea,
  type AreaNode,
  type LawyerDetail,
} from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { useSession } from '../../../lib/session/session-store';
import { showFormIssue } from '../../../lib/form-issue';
import { withQuery } from '../../../lib/url';
import { useLawyerDetail } from '../../lawyer-directory/api/get-lawyer-detail';
import { areaPath } from '../../lawyer-profile/area-options';
import { AreaField } from '../../lawyer-profile/components/area-field';
import { schemaRule, toastFirstError } from '../../lawyer-profile/field-rules';
import { BarAmount, BottomBar, BottomBarSpace } from '../../orders/components/bottom-bar';
import { OrderLawyerCard } from '../../orders/components/order-lawyer-card';
import { useCreateAppointment } from '../api/create-appointment';
import { useAppointmentFormOptions, type AppointmentFormOptions } from '../api/form-options';
import { clearAppointmentDraft, readAppointmentDraft, saveAppointmentDraft } from '../appointment-draft';
import { appointmentBody, type AppointmentFormValues } from '../appointment-form';
import { appointmentTimeIssue } from '../appointment-time';
import { AppointmentTimeField } from '../components/appointment-time-field';
import { LegalTypeField } from '../components/legal-type-field';
import { payOnArrival } from '../pay-handoff';
import styles from './appointment-create-page.module.css';

const fields = appointmentCreateBody.shape;

/**
 * 线下咨询预约表单 (query: lawyer_uuid, optional): contact, city, legal type, time, place, description and
 * the price; 提交预约 creates the appointment and its detail page pays it.
 */
export default function AppointmentCreatePage({ query }: PageProps) {
  const uuid = lawyerDetailQuery.safeParse({ uuid: query.lawyer_uuid }).success
    ? (query.lawyer_uuid ?? '')
    : '';
  const options = useAppointmentFormOptions();
  const lawyer = useLawyerDetail(uuid);
  return (
    <AsyncView query={options}>
      {(loaded) =>
        uuid ? (
          <AsyncView query={lawyer}>
            {(chosen) => <AppointmentForm options={loaded} lawyer={chosen} />}
          </AsyncView>
        ) : (
          <AppointmentForm options={loaded} lawyer={null} />
        )
      }
    </AsyncView>
  );
}

function ChosenLawyer({ lawyer }: { lawyer: LawyerDetail | null }) {
  if (!lawyer) {
    return (
      <p className={styles.notice}>未指定律师：平台将根据您所在的城市和咨询类型，为您安排合适的律师。</p>
    );
  }
  return (
    <OrderLawyerCard
      name={lawyer.name}
      avatar={lawyer.avatar}
      detail={`${lawyer.law_firm} · ${lawyer.area_name}`}
    />
  );
}

/** The warning when the chosen lawyer practises in another city than the meeting's area, else null. */
function otherCity(areas: readonly AreaNode[], lawyer: LawyerDetail, areaCode: string): string | null {
  if (sameCityArea(lawyer.area_code, areaCode)) return null;
  const meeting = areaPath(areas, areaCode)
    .map((node) => node.name)
    .join(' ');
  return otherCityWarning(lawyer.area_name, meeting || areaCode);
}

function AppointmentForm({
  options,
  lawyer,
}: {
  options: AppointmentFormOptions;
  lawyer: LawyerDetail | null;
}) {
  const [form] = Form.useForm<AppointmentFormValues>();
  const phone = useSession((state) => state.user?.phone);
  const create = useCreateAppointment();
  const { redirectTo } = useAppNavigation();
  const { config, hours } = options;
  const draftKey = lawyer?.uuid ?? '';
  if (!config) return <EmptyState text="线下咨询预约暂未开放，请稍后再试" />;

  async function submit(values: AppointmentFormValues) {
    const elsewhere = lawyer && values.area_code ? otherCity(options.areas, lawyer, values.area_code) : null;
    // A lawyer of another city is booked only once the customer confirmed it (docs/decisions.md).
    if (elsewhere) {
      const sure = await Dialog.confirm({
        title: '律师不在面谈城市',
        content: `${elsewhere}。确定继续预约该律师吗？`,
        confirmText: '继续预约',
        cancelText: '重新选择',
      });
      if (!sure) return;
    }
    const chosen = { lawyerUuid: lawyer?.uuid ?? null, otherCityConfirmed: elsewhere !== null };
    const checked = appointmentBody(values, chosen, Date.now(), hours);
    if (!checked.ok) return showFormIssue(checked);
    create.mutate(checked.body, {
      onSuccess: (appointment) => {
        clearAppointmentDraft();
        // The detail takes this page's place and pays: back from the cashier lands on the appointment.
        payOnArrival(appointment.order_no);
        redirectTo(withQuery(PATHS.appointmentDetail, { order_no: appointment.order_no }));
      },
    });
  }

  return (
    <div className={styles.page}>
      <ChosenLawyer lawyer={lawyer} />
      <Form
        form={form}
        mode="card"
        layout="horizontal"
        initialValues={readAppointmentDraft(draftKey) ?? ({ phone } satisfies AppointmentFormValues)}
        onValuesChange={(_changed, all) => saveAppointmentDraft(draftKey, all)}
        onFinish={(values) => void submit(values)}
        onFinishFailed={toastFirstError}
      >
        <Form.Header>联系信息</Form.Header>
        <Form.Item name="name" data-field="name" label="联系人" rules={[schemaRule(fields.name)]}>
          <Input maxLength={20} placeholder="您的称呼" clearable />
        </Form.Item>
        <Form.Item name="phone" data-field="phone" label="手机号" rules={[schemaRule(fields.phone)]}>
          <Input type="tel" inputMode="numeric" maxLength={11} placeholder="律师接单后联系您" clearable />
        </Form.Item>

        <Form.Header>预约信息</Form.Header>
        <Form.Item
          name="area_code"
          data-field="area_code"
          label="所在城市"
          rules={[schemaRule(fields.area_code, { missing: '请选择所在城市' })]}
        >
          <AreaField areas={options.areas} label="所在城市" placeholder="请选择城市 / 区县" />
        </Form.Item>
        <Form.Item
          name="legal_type_id"
          data-field="legal_type_id"
          label="咨询类型"
          rules={[schemaRule(fields.legal_type_id, { missing: '请选择咨询类型' })]}
        >
          <LegalTypeField legalTypes={options.legalTypes} />
        </Form.Item>
        <Form.Item
          name="appointment_at"
          data-field="appointment_at"
          label="预约时间"
          description={`可预约2小时后至60天内，每天${formatAppointmentHours(hours)}的整点或半点`}
          rules={[
            {
              validator: async (_rule, at: number | undefined) => {
                const issue = appointmentTimeIssue(at, Date.now(), hours);
                if (issue) throw new Error(issue);
              },
            },
          ]}
        >
          <AppointmentTimeField hours={hours} />
        </Form.Item>
        <Form.Item
          name="place_note"
          data-field="place_note"
          label="见面地点"
          layout="vertical"
          rules={[schemaRule(fields.place_note)]}
        >
          <Input
            maxLength={APPOINTMENT_PLACE_NOTE_MAX}
            placeholder="选填，如：希望在律所面谈，或方便的区域"
            clearable
          />
        </Form.Item>
        <Form.Item
          name="description"
          data-field="description"
          label="问题描述"
          layout="vertical"
          rules={[schemaRule(fields.description)]}
        >
          <TextArea
            placeholder="请简要描述您遇到的问题和想咨询的内容，至少10个字"
            maxLength={APPOINTMENT_DESCRIPTION_MAX}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
          />
        </Form.Item>
      </Form>
      <p className={styles.hint}>
        支付后平台将尽快为您确认律师，律师接单后双方可查看对方电话。律师接单前可随时申请退款，费用全额退回。
      </p>
      <BottomBarSpace />
      <BottomBar label="提交预约">
        <BarAmount label="预约费" yuan={formatFen(config.price)} />
        <Button
          color="primary"
          shape="rounded"
          className={styles.submit}
          loading={create.isPending}
          onClick={() => form.submit()}
        >
          提交预约
        </Button>
      </BottomBar>
    </div>
  );
}
