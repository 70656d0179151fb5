import type { AppealOrderKind } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import { useAppealEligibility } from '../../appeal/api/get-appeal-eligibility';
import { appealPageOf } from '../../appeal/appeal-text';
import styles from './order-appeal-entry.module.css';
import { OrderSection } from './order-section';

/** What the customer may be unhappy with, by order kind. */
const UNHAPPY_WITH: Record<AppealOrderKind, string> = {
  service: '对服务不满意？',
  appointment: '对服务不满意？',
  document: '文件无法使用或与描述不符？',
};

/**
 * 售后申诉 on the customer's finished order (PRODUCT §12a), as the eligibility route says: 申诉 within the
 * window, 查看申诉 while one is open, the latest appeal once they ended; nothing otherwise (or before it
 * answered).
 */
export function OrderAppealEntry({
  kind,
  orderNo,
  finished,
}: {
  kind: AppealOrderKind;
  orderNo: string;
  finished: boolean;
}) {
  const eligibility = useAppealEligibility(kind, orderNo, finished);
  const { navigateTo } = useAppNavigation();
  const data = eligibility.data;
  if (!finished || !data) return null;
  const shownId = data.open_appeal_id ?? data.appeal_ids[0] ?? null;
  if (data.can_appeal) {
    return (
      <OrderSection title="售后申诉">
        <div className={styles.row}>
          <p className={styles.text}>
            {UNHAPPY_WITH[kind]}
            {data.deadline === null ? '' : `${formatDateTime(data.deadline)} 前`}可发起申诉
          </p>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => navigateTo(withQuery(PATHS.appealCreate, { order_kind: kind, order_no: orderNo }))}
          >
            申诉
          </Button>
        </div>
      </OrderSection>
    );
  }
  if (shownId === null) return null;
  return (
    <OrderSection title="售后申诉">
      <div className={styles.row}>
        <p className={styles.text}>{data.open_appeal_id !== null ? '申诉处理中' : '申诉已结束'}</p>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => navigateTo(appealPageOf('customer', shownId))}
        >
          查看申诉
        </Button>
      </div>
    </OrderSection>
  );
}
