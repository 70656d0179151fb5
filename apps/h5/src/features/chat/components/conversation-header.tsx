import type { ChatConversation, ChatSender } from '@lawbridge/contract';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { usePageTitle } from '../../../lib/page-title';
import { withQuery } from '../../../lib/url';
import { peerOf } from './conversation-item';
import styles from './conversation-header.module.css';

/**
 * Above the messages: whom the conversation is with, and the paid order in progress between the two as
 * the conversation's context card: what was bought and its state (服务中, 待确认…); it opens the order
 * (律师服务详情 for the customer, the lawyer's own order page for the lawyer).
 */
export function ConversationHeader({
  conversation,
  viewer,
}: {
  conversation: ChatConversation;
  viewer: ChatSender;
}) {
  const order = conversation.open_order;
  // While a paid order runs, the customer's chat is that service, not 免费在线咨询.
  usePageTitle(viewer === 'customer' && order ? order.service_name : null);
  const orderPath = viewer === 'customer' ? PATHS.serviceDetail : PATHS.lawyerServiceDetail;
  return (
    <header className={styles.header}>
      <h2 className={styles.peer}>{peerOf(conversation, viewer).name}</h2>
      {order ? (
        <Link
          className={styles.order}
          to={withQuery(orderPath, { order_no: order.order_no })}
          aria-label={`进行中的订单：${order.service_name}，${order.state_label}，查看订单`}
        >
          <span className={styles.orderText}>
            <strong className={styles.orderName}>{order.service_name}</strong>
            <span className={styles.orderState}>{order.state_label}</span>
            付费服务中，沟通不限条数
          </span>
          <span className={styles.orderLink}>
            查看订单
            <RightOutline aria-hidden="true" />
          </span>
        </Link>
      ) : null}
    </header>
  );
}
