import {
  formatFen,
  type LawyerDetail,
  lawyerDetailQuery,
  practiceYearsLabel,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_FILES_MAX,
  SERVICE_IMAGES_MAX,
} from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useState } from 'react';
import { withQuery } from '../../../lib/url';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { FindLawyerButton } from '../../../components/find-lawyer-button';
import { FilePicker } from '../../../components/file-picker';
import { ImagePicker } from '../../../components/image-picker';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { useLawyerDetail } from '../../lawyer-directory/api/get-lawyer-detail';
import { BarAmount, BottomBar, BottomBarSpace } from '../../orders/components/bottom-bar';
import { OrderLawyerCard } from '../../orders/components/order-lawyer-card';
import { OrderSection } from '../../orders/components/order-section';
import { ServiceChoice } from '../components/service-choice';
import { handedOffFrom } from '../order-handoff';
import { checkDraft, emptyDraft, readDraft, saveDraft, type ServiceDraft } from '../service-draft';
import styles from './service-create-page.module.css';

const NO_LAWYER_TEXT = '请先在律师主页选择要购买服务的律师';

/** 服务详情 (query: lawyer_uuid, config_id): pick a service, describe the matter, add images and files, 下一步. */
export default function ServiceCreatePage({ query }: PageProps) {
  const uuid = lawyerDetailQuery.safeParse({ uuid: query.lawyer_uuid }).success
    ? (query.lawyer_uuid ?? '')
    : '';
  // Back here from 确认订单 right after 提交订单: the draft is now that order, which takes this entry.
  const [placed] = useState(() => (uuid ? handedOffFrom(uuid) : null));
  if (placed) return <GiveWayToOrder orderNo={placed} />;
  return <ServiceCreate uuid={uuid} configParam={query.config_id} />;
}

/** Replaces this entry with the order placed from it (which goes on to pay it). */
function GiveWayToOrder({ orderNo }: { orderNo: string }) {
  const { redirectTo } = useAppNavigation();
  useEffect(() => redirectTo(withQuery(PATHS.serviceDetail, { order_no: orderNo })), [orderNo, redirectTo]);
  return null;
}

function ServiceCreate({ uuid, configParam }: { uuid: string; configParam: string | undefined }) {
  const lawyer = useLawyerDetail(uuid);
  if (!uuid) {
    return (
      <EmptyState text={NO_LAWYER_TEXT}>
        <FindLawyerButton />
      </EmptyState>
    );
  }
  const configId = Number(configParam);
  return (
    <AsyncView query={lawyer}>
      {(detail) => (
        <ServiceForm
          lawyer={detail}
          configId={Number.isInteger(configId) && configId > 0 ? configId : null}
        />
      )}
    </AsyncView>
  );
}

function initialDraft(lawyer: LawyerDetail, configId: number | null): ServiceDraft {
  const offered = (id: number | null) => id !== null && lawyer.services.some((service) => service.id === id);
  const stored = readDraft();
  if (stored && stored.lawyer_uuid === lawyer.uuid) {
    return {
      ...stored,
      config_id: offered(stored.config_id) ? stored.config_id : offered(configId) ? configId : null,
    };
  }
  return emptyDraft(lawyer.uuid, offered(configId) ? configId : (lawyer.services[0]?.id ?? null));
}

function ServiceForm({ lawyer, configId }: { lawyer: LawyerDetail; configId: number | null }) {
  const [draft, setDraft] = useState(() => initialDraft(lawyer, configId));
  const [imagesUploading, setImagesUploading] = useState(false);
  const [filesUploading, setFilesUploading] = useState(false);
  const { navigateTo } = useAppNavigation();
  const change = (patch: Partial<ServiceDraft>) => setDraft((current) => ({ ...current, ...patch }));
  useEffect(() => saveDraft(draft), [draft]);

  const service = lawyer.services.find((item) => item.id === draft.config_id) ?? null;
  const accepting = lawyer.accepting === 1;

  function next() {
    if (!accepting) return showToast('该律师暂停接单，请选择其他律师');
    if (imagesUploading || filesUploading) return showToast('附件上传中，请稍候');
    const check = checkDraft(draft);
    if (!check.ok) return showFormIssue(check);
    navigateTo(PATHS.serviceConfirm);
  }

  return (
    <div className={styles.page}>
      <OrderLawyerCard
        name={lawyer.name}
        avatar={lawyer.avatar}
        detail={`${lawyer.law_firm} · ${practiceYearsLabel(lawyer.practice_years)}`}
      />
      {accepting ? null : <p className={styles.paused}>该律师暂停接单，暂时无法购买服务</p>}
      <OrderSection title="选择服务" field="config_id">
        <ServiceChoice
          services={lawyer.services}
          value={draft.config_id}
          onChange={(id) => change({ config_id: id })}
        />
      </OrderSection>
      <OrderSection title="问题描述" labelFor="service-description" field="description">
        <TextArea
          id="service-description"
          className={styles.description}
          placeholder="请详细描述您遇到的问题、经过和诉求，至少10个字"
          value={draft.description}
          onChange={(description) => change({ description })}
          maxLength={SERVICE_DESCRIPTION_MAX}
          showCount
          rows={6}
        />
      </OrderSection>
      <OrderSection title={`相关图片（选填，最多${SERVICE_IMAGES_MAX}张）`} field="images">
        <ImagePicker
          value={draft.images}
          onChange={(images) => change({ images })}
          maxCount={SERVICE_IMAGES_MAX}
          onBusyChange={setImagesUploading}
        />
      </OrderSection>
      <OrderSection title="相关文件（选填，如需审查的合同）" field="files">
        <FilePicker
          label="相关文件"
          value={draft.files}
          onChange={(files) => change({ files })}
          maxCount={SERVICE_FILES_MAX}
          onBusyChange={setFilesUploading}
        />
      </OrderSection>
      <BottomBarSpace />
      <BottomBar label="下一步">
        <BarAmount label="服务费" yuan={service ? formatFen(service.price) : null} />
        <Button color="primary" shape="rounded" className={styles.next} onClick={next} disabled={!accepting}>
          下一步
        </Button>
      </BottomBar>
    </div>
  );
}
