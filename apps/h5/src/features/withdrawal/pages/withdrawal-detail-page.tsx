import Button from 'antd-mobile/es/components/button';
import { FileWrongOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { OrderStatusHeader } from '../../orders/components/order-status-header';
import { OrderTimeline } from '../../orders/components/order-timeline';
import { useWithdrawal } from '../api/get-withdrawal';
import { ConfirmReceipt, type ConfirmReceiptProps } from '../components/confirm-receipt';
import { NEXT_STEP, stateTone } from '../withdrawal-states';

/** After WeChat's 确认收款 closed, how long to wait for the server to hear the transfer finished. */
const WATCH_TIMEOUT_MS = 60_000;
/** Transitions whose note people (or the provider) wrote: the reasons. */
const NOTED: ReadonlySet<string> = new Set(['reject', 'fail', 'cancel']);

/** 提现详情 (query: no): state and what happens next, 确认收款 while it waits, the facts and the timeline. */
export default function WithdrawalDetailPage({ query }: PageProps) {
  const withdrawalNo = query.no ?? '';
  const [watching, setWatching] = useState(false);
  const withdrawal = useWithdrawal(withdrawalNo, watching);
  const state = withdrawal.data?.state;

  useEffect(() => {
    if (!watching) return;
    if (state !== 'waiting_confirmation') {
      setWatching(false);
      if (state === 'paid') showToast('已到账');
      return;
    }
    const timer = setTimeout(() => {
      setWatching(false);
      showToast('收款结果确认中，请稍后刷新查看');
    }, WATCH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [watching, state]);

  if (!withdrawalNo || (withdrawal.isError && withdrawal.data === undefined)) return <WithdrawalNotFound />;
  return (
    <AsyncView query={withdrawal}>
      {(detail) => <Detail withdrawal={detail} watching={watching} onConfirmed={() => setWatching(true)} />}
    </AsyncView>
  );
}

function Detail({ withdrawal, watching, onConfirmed }: ConfirmReceiptProps) {
  return (
    <>
      <OrderStatusHeader
        label="提现状态"
        stateLabel={withdrawal.state_label}
        price={withdrawal.amount}
        next={
          withdrawal.reason
            ? `${NEXT_STEP[withdrawal.state]}。原因：${withdrawal.reason}`
            : NEXT_STEP[withdrawal.state]
        }
        ended={stateTone(withdrawal.state) === 'ended'}
      />
      <ConfirmReceipt withdrawal={withdrawal} watching={watching} onConfirmed={onConfirmed} />
      <OrderSection title="提现信息">
        <OrderFields>
          <OrderField label="提现单号">{withdrawal.withdrawal_no}</OrderField>
          <OrderField label="提现方式">{withdrawal.method_label}</OrderField>
          <OrderField label="收款账户">{withdrawal.payee_text}</OrderField>
          <OrderField label="申请时间">{formatDateTime(withdrawal.created_at)}</OrderField>
          {withdrawal.finished_at ? (
            <OrderField label="完成时间">{formatDateTime(withdrawal.finished_at)}</OrderField>
          ) : null}
        </OrderFields>
      </OrderSection>
      <OrderSection title="进度">
        <OrderTimeline
          events={withdrawal.events.map((event) => ({ ...event, amount: null }))}
          noted={NOTED}
        />
      </OrderSection>
    </>
  );
}

function WithdrawalNotFound() {
  const { navigateTo } = useAppNavigation();
  return (
    <EmptyState text="提现记录不存在或无权查看" icon={<FileWrongOutline />}>
      <Button size="small" color="primary" fill="outline" onClick={() => navigateTo(PATHS.lawyerWithdrawals)}>
        查看提现记录
      </Button>
    </EmptyState>
  );
}
