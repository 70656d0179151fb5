import { formatFen, type LawyerDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { showFormIssue } from '../../../lib/form-issue';
import { withQuery } from '../../../lib/url';
import { isFirstHistoryEntry } from '../../../lib/use-go-back';
import { useLawyerDetail } from '../../lawyer-directory/api/get-lawyer-detail';
import { useCreateServiceOrder } from '../api/create-service-order';
import { BarAmount, BottomBar, BottomBarSpace } from '../../orders/components/bottom-bar';
import { FileRow, formatBytes } from '../../../components/file-picker';
import { OrderLawyerCard } from '../../orders/components/order-lawyer-card';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { handOffOrder } from '../order-handoff';
import { checkDraft, clearDraft, readDraft, type ServiceDraft } from '../service-draft';
import styles from './service-confirm-page.module.css';

/**
 * 确认订单: the draft from 服务详情 as a summary, the price, the agreement, 提交订单 → the order's detail
 * page pays it (order-handoff.ts: this page and 服务详情 leave the history, so back from paying lands on
 * the order, not on a form whose draft became the order).
 */
export default function ServiceConfirmPage() {
  const [draft] = useState(readDraft);
  const lawyer = useLawyerDetail(draft?.lawyer_uuid ?? '');
  if (!draft || !checkDraft(draft).ok) return <DraftMissing />;
  return <AsyncView query={lawyer}>{(detail) => <ConfirmView draft={draft} lawyer={detail} />}</AsyncView>;
}

function DraftMissing() {
  const { navigateBack } = useAppNavigation();
  return (
    <EmptyState text="订单信息已失效，请重新选择服务">
      <Button size="small" color="primary" fill="outline" onClick={navigateBack}>
        返回
      </Button>
    </EmptyState>
  );
}

function ConfirmView({ draft, lawyer }: { draft: ServiceDraft; lawyer: LawyerDetail }) {
  const [agreed, setAgreed] = useState(false);
  const create = useCreateServiceOrder();
  const { redirectTo, navigateBack } = useAppNavigation();
  const service = lawyer.services.find((item) => item.id === draft.config_id);
  if (!service) return <DraftMissing />;

  function submit() {
    const check = checkDraft(draft);
    if (!check.ok) return showFormIssue(check);
    if (!agreed) return showFormIssue({ message: '请先阅读并同意《用户协议》', field: 'agreed' });
    create.mutate(check.body, {
      onSuccess: (order) => {
        clearDraft();
        const handed = handOffOrder(order.order_no, draft.lawyer_uuid);
        // Back to 服务详情, which gives way to the order; opened here directly, straight to the order.
        if (handed && !isFirstHistoryEntry()) navigateBack();
        else redirectTo(withQuery(PATHS.serviceDetail, { order_no: order.order_no }));
      },
    });
  }

  return (
    <div>
      <OrderLawyerCard name={lawyer.name} avatar={lawyer.avatar} detail={lawyer.law_firm} />
      <OrderSection title="订单信息">
        <OrderFields>
          <OrderField label="服务项目">{service.name}</OrderField>
          <OrderField label="服务价格">¥{formatFen(service.price)}</OrderField>
        </OrderFields>
      </OrderSection>
      <OrderSection title="问题描述" field="description">
        <p className={styles.description}>{draft.description.trim()}</p>
        {draft.images.length > 0 ? (
          <ul className={styles.images} aria-label="相关图片">
            {draft.images.map((image, index) => (
              <li key={image.id}>
                <img className={styles.image} src={image.url} alt={`图片${index + 1}`} />
              </li>
            ))}
          </ul>
        ) : null}
        {draft.files.length > 0 ? (
          <ul className={styles.files} aria-label="相关文件">
            {draft.files.map((file) => (
              <FileRow key={file.id} name={file.name} detail={formatBytes(file.size)} />
            ))}
          </ul>
        ) : null}
      </OrderSection>
      <p className={styles.hint}>付款后律师将在24小时内接单，超时未接单自动全额退款。</p>
      <div className={styles.agreement} data-field="agreed">
        <Checkbox className={styles.check} checked={agreed} onChange={setAgreed} aria-label="同意用户协议">
          我已阅读并同意
        </Checkbox>
        <Link className={styles.link} to={PATHS.agreementUser}>
          《用户协议》
        </Link>
      </div>
      <BottomBarSpace />
      <BottomBar label="提交订单">
        <BarAmount label="实付款" yuan={formatFen(service.price)} />
        <Button
          color="primary"
          shape="rounded"
          className={styles.submit}
          loading={create.isPending}
          onClick={submit}
        >
          提交订单
        </Button>
      </BottomBar>
    </div>
  );
}
