import { CHAT_FREE_DAILY_LIMIT, type LawyerDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { lawyerDetailQueryOptions, useLawyerDetail } from '../../lawyer-directory/api/get-lawyer-detail';
import styles from './free-limit-card.module.css';

const PAID_SERVICE = '图文咨询';

/**
 * In place of the composer once today's free messages are used up (PRODUCT §9): the lawyer's paid
 * 图文咨询 is one tap away, on 服务详情 for this lawyer with 图文咨询 chosen. The lawyer's page (their
 * services with config ids) loads as the card shows, or at the tap if it has not arrived or failed; a
 * lawyer without 图文咨询 opens 服务详情 to choose another. An order in progress lifts the limit.
 */
export function FreeLimitCard({ lawyerUuid }: { lawyerUuid: string }) {
  const { navigateTo } = useAppNavigation();
  const queryClient = useQueryClient();
  useLawyerDetail(lawyerUuid);
  async function buy() {
    let lawyer: LawyerDetail;
    try {
      lawyer = await queryClient.ensureQueryData(lawyerDetailQueryOptions(lawyerUuid));
    } catch {
      // The request said why (a toast); the card stays for another tap.
      return;
    }
    const service = lawyer.services.find((item) => item.name === PAID_SERVICE);
    navigateTo(withQuery(PATHS.serviceCreate, { lawyer_uuid: lawyerUuid, config_id: service?.id }));
  }
  return (
    <section className={styles.card} aria-label="免费咨询已用完">
      <p className={styles.title}>今日免费咨询已用完</p>
      <p className={styles.text}>
        每天可免费发送{CHAT_FREE_DAILY_LIMIT}条消息，购买图文咨询后可继续与律师沟通。
      </p>
      <Button color="primary" size="small" loading="auto" loadingText="加载中" onClick={buy}>
        购买图文咨询
      </Button>
    </section>
  );
}
