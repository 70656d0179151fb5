import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { Descriptions, Flex } from 'antd';
import { Link } from 'react-router';
import { lawyerPath } from '../../../app/paths';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { DetailSection } from '../../orders-shared/components/detail-section';
import { LedgerLinesTable } from '../../orders-shared/components/ledger-lines';
import { OrderTimeline } from '../../orders-shared/components/order-timeline';
import { LawyerStanding } from './lawyer-standing';
import { PayeeText } from './payee-text';
import { WithdrawalStateTag } from './withdrawal-state-tag';

const time = (epochMs: number | null) => (epochMs === null ? '—' : formatShanghaiDateTime(epochMs));

/** The whole withdrawal for the drawer: facts and payee, timeline, the lawyer's standing and ledger. */
export function WithdrawalDetails({ withdrawal }: { withdrawal: AdminWithdrawalDetail }) {
  return (
    <Flex vertical gap={24}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="状态" span={2}>
          <WithdrawalStateTag
            state={withdrawal.state}
            label={withdrawal.state_label}
            firstApprovedBy={withdrawal.first_approved_by}
          />
        </Descriptions.Item>
        <Descriptions.Item label="金额">{yuan(withdrawal.amount)}</Descriptions.Item>
        <Descriptions.Item label="方式">{withdrawal.method_label}</Descriptions.Item>
        <Descriptions.Item label="律师">
          <Link to={lawyerPath(withdrawal.lawyer.uuid)}>{withdrawal.lawyer.name}</Link>{' '}
          {withdrawal.lawyer.phone}
        </Descriptions.Item>
        <Descriptions.Item label="打款渠道">{withdrawal.provider}</Descriptions.Item>
        <Descriptions.Item label="收款信息" span={2}>
          <PayeeText payee={withdrawal.payee} />
        </Descriptions.Item>
        <Descriptions.Item label="申请时间">{time(withdrawal.created_at)}</Descriptions.Item>
        <Descriptions.Item label="完成时间">{time(withdrawal.finished_at)}</Descriptions.Item>
        <Descriptions.Item label="转账单号">{withdrawal.bill_no ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="渠道单号/回单号">{withdrawal.party_bill_no ?? '—'}</Descriptions.Item>
        {withdrawal.reason && (
          <Descriptions.Item label="原因" span={2}>
            {withdrawal.reason}
          </Descriptions.Item>
        )}
      </Descriptions>

      <DetailSection title="提现进度">
        <OrderTimeline events={withdrawal.events} emptyText="暂无记录" />
      </DetailSection>

      <DetailSection title="律师账户">
        <LawyerStanding withdrawal={withdrawal} />
      </DetailSection>

      <DetailSection title="最近账务分录">
        <LedgerLinesTable lines={withdrawal.recent_ledger} />
      </DetailSection>
    </Flex>
  );
}
