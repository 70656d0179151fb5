import { APPEAL_CHAT_KINDS, type AdminAppealDetail } from '@lawbridge/contract';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { percentOfBp, yuan } from '../../../lib/money';
import { DetailSection } from '../../orders-shared/components/detail-section';
import { LedgerLinesTable } from '../../orders-shared/components/ledger-lines';
import { OrderImages } from '../../orders-shared/components/order-images';
import { OrderTimeline } from '../../orders-shared/components/order-timeline';
import { OrderTranscript } from '../../orders-shared/components/order-transcript';
import { ORDER_KIND_LABELS, ORDER_KINDS } from '../appeal-labels';
import { AppealStateTag } from './appeal-state-tag';

const RESULTS = { refund_full: '全额退款', refund_partial: '部分退款', rejected: '驳回申诉' } as const;

const paragraph = (text: string | null) =>
  text ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</Typography.Paragraph>
  ) : null;

/**
 * The appeal for the drawer: facts and money, both sides' evidence, the transcript (orders with a chat; a
 * document order has none), timeline and ledger; the order number opens the order's own drawer.
 */
export function AppealDetails({ appeal }: { appeal: AdminAppealDetail }) {
  const { answer, decision } = appeal;
  const kind = ORDER_KINDS[appeal.order_kind];
  return (
    <Flex vertical gap={24}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="状态">
          <AppealStateTag state={appeal.state} label={appeal.state_label} />
        </Descriptions.Item>
        <Descriptions.Item label="申诉类型">{appeal.type}</Descriptions.Item>
        <Descriptions.Item label={ORDER_KIND_LABELS[appeal.order_kind]}>
          <Link to={kind.path(appeal.order_no)}>{appeal.order_no}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={kind.titleLabel}>{appeal.order_title}</Descriptions.Item>
        <Descriptions.Item label="用户">
          {appeal.customer.nickname} {appeal.customer.phone}
        </Descriptions.Item>
        <Descriptions.Item label="律师">
          {appeal.lawyer.name} {appeal.lawyer.phone}{' '}
          <Tag color={appeal.lawyer_strikes > 0 ? 'orange' : 'default'}>违规 {appeal.lawyer_strikes} 次</Tag>
          {appeal.lawyer_paused && <Tag color="red">已暂停接单</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="实付">{yuan(appeal.paid_amount)}</Descriptions.Item>
        <Descriptions.Item label="已退款">{yuan(appeal.refunded_amount)}</Descriptions.Item>
        <Descriptions.Item label="可退金额">{yuan(appeal.refundable)}</Descriptions.Item>
        <Descriptions.Item label="佣金比例">{percentOfBp(appeal.commission_rate_bp)}</Descriptions.Item>
        <Descriptions.Item label="订单完成">{formatShanghaiDateTime(appeal.completed_at)}</Descriptions.Item>
        <Descriptions.Item label="提交申诉">{formatShanghaiDateTime(appeal.created_at)}</Descriptions.Item>
        {appeal.due_at !== null && (
          <Descriptions.Item label="答复期限" span={2}>
            {formatShanghaiDateTime(appeal.due_at)}（逾期转平台处理）
          </Descriptions.Item>
        )}
      </Descriptions>

      <DetailSection title="用户申诉">
        {paragraph(appeal.text)}
        <OrderImages urls={appeal.images} label="申诉图片" size={72} />
      </DetailSection>

      <DetailSection title="律师答复">
        {answer ? (
          <>
            <Typography.Text strong>
              {answer.kind === 'offer' ? `同意退款 ${yuan(answer.amount ?? 0)}` : '提出异议'}
              <Typography.Text type="secondary">
                {' '}
                · {formatShanghaiDateTime(answer.created_at)}
              </Typography.Text>
            </Typography.Text>
            {paragraph(answer.text)}
            <OrderImages urls={answer.images} label="律师图片" size={72} />
          </>
        ) : (
          <Typography.Text type="secondary">律师尚未答复</Typography.Text>
        )}
      </DetailSection>

      {decision && (
        <DetailSection title="平台裁定">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="结果">{RESULTS[decision.result]}</Descriptions.Item>
            <Descriptions.Item label="退款">
              {decision.amount === null ? '—' : yuan(decision.amount)}
            </Descriptions.Item>
            <Descriptions.Item label="理由">{decision.reason_label}</Descriptions.Item>
            <Descriptions.Item label="裁定人">
              {appeal.decided_by ?? '—'} · {formatShanghaiDateTime(decision.decided_at)}
            </Descriptions.Item>
            <Descriptions.Item label="说明" span={2}>
              {decision.text}
            </Descriptions.Item>
          </Descriptions>
        </DetailSection>
      )}

      {APPEAL_CHAT_KINDS.includes(appeal.order_kind) && (
        <DetailSection title="聊天记录">
          <OrderTranscript messages={appeal.transcript} truncated={appeal.transcript_truncated} />
        </DetailSection>
      )}

      <DetailSection title="申诉进度">
        <OrderTimeline events={appeal.events} />
      </DetailSection>

      <DetailSection title="订单账务">
        <LedgerLinesTable lines={appeal.ledger} />
      </DetailSection>
    </Flex>
  );
}
