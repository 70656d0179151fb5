import { formatFen, type DocumentDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { OrderSection } from '../../orders/components/order-section';
import styles from './drafting-upsell.module.css';

type DraftingService = NonNullable<DocumentDetail['drafting_service']>;

/** 请律师按我的情况修改: the uploading lawyer's 文书代写 on 服务详情. */
export function DraftingUpsell({ service }: { service: DraftingService }) {
  const { navigateTo } = useAppNavigation();
  return (
    <OrderSection title="文书代写">
      <p className={styles.text}>
        模板不完全适合？请上传者律师按您的情况修改（¥{formatFen(service.price)}起）。
      </p>
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() =>
          navigateTo(
            withQuery(PATHS.serviceCreate, {
              lawyer_uuid: service.lawyer_uuid,
              config_id: service.service_id,
            }),
          )
        }
      >
        请律师按我的情况修改
      </Button>
    </OrderSection>
  );
}
