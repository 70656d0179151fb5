import { PHONE_SERVICE_NAME, type CallOverview, type ServiceOrderStateKey } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { OrderSection } from '../../orders/components/order-section';
import { useBindCall } from '../api/bind-call';
import { useOrderCall } from '../api/get-order-call';
import { callerLine, durationText, groupedNumber, timeOfDay } from '../call-text';
import { dial } from '../dial';
import styles from './phone-call-section.module.css';

export interface PhoneCallOrder {
  order_no: string;
  service_name: string;
  state: ServiceOrderStateKey;
  accepted_at: number | null;
}

/**
 * 电话咨询 on a service order's page, for both parties once the lawyer accepted: 拨打电话 asks for the
 * order's privacy number (bound anew after the last ran out) and dials it; the number, how long it lasts
 * (模拟号码 from the sandbox provider) and the calls so far. Other services show nothing.
 */
export function PhoneCallSection({ order }: { order: PhoneCallOrder }) {
  const shown = order.service_name === PHONE_SERVICE_NAME && order.accepted_at !== null;
  const query = useOrderCall(order.order_no, order.state, shown);
  const bind = useBindCall(order.order_no, order.state);
  if (!shown) return null;

  function callNow() {
    bind.mutate(undefined, {
      onSuccess: (binding) => dial(binding.middle_number),
    });
  }

  return (
    <OrderSection title="电话咨询">
      {query.isPending ? <p className={styles.note}>加载中…</p> : null}
      {query.isError ? (
        <div className={styles.row}>
          <p className={styles.note}>电话信息加载失败</p>
          <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        </div>
      ) : null}
      {query.data ? <CallBody overview={query.data} dialling={bind.isPending} onDial={callNow} /> : null}
    </OrderSection>
  );
}

function CallBody({
  overview,
  dialling,
  onDial,
}: {
  overview: CallOverview;
  dialling: boolean;
  onDial: () => void;
}) {
  const { binding, records } = overview;
  return (
    <>
      {overview.callable ? (
        <>
          <p className={styles.note}>双方通过平台隐私号通话，看不到对方的真实号码。</p>
          <Button block color="primary" shape="rounded" loading={dialling} onClick={onDial}>
            拨打电话
          </Button>
        </>
      ) : (
        <p className={styles.note}>服务已结束，隐私号已失效。</p>
      )}
      {binding ? (
        <div className={styles.binding}>
          <p className={styles.number}>
            隐私号 <a href={`tel:${binding.middle_number}`}>{groupedNumber(binding.middle_number)}</a>
            {binding.simulated ? (
              <Tag color="warning" className={styles.tag}>
                模拟号码
              </Tag>
            ) : null}
          </p>
          <p className={styles.note}>
            有效至 {timeOfDay(binding.expires_at)}，过期后再点拨打电话会重新分配号码
          </p>
          {binding.simulated ? <p className={styles.note}>当前为模拟号码，拨打不会接通。</p> : null}
        </div>
      ) : null}
      <h3 className={styles.subtitle}>通话记录</h3>
      {records.length === 0 ? (
        <p className={styles.note}>暂无通话记录</p>
      ) : (
        <ul className={styles.records}>
          {records.map((record) => (
            <li key={`${record.called_at}-${record.caller}`} className={styles.record}>
              <span>{callerLine(record)}</span>
              <span className={styles.duration}>{durationText(record)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
