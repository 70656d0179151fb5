import type { ChatConversation, ChatSender } from '@lawbridge/contract';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { peerOf } from './conversation-item';
import styles from './conversation-header.module.css';

/**
 * Above the messages: whom the conversation is with, and a paid order in progress between the two
 * (the banner opens the order: 律师服务详情 for the customer, the lawyer's own order page for the lawyer).
 */
export function ConversationHeader({
  conversation,
  viewer,
}: {
  conversation: ChatConversation;
  viewer: ChatSender;
}) {
  const orderNo = conversation.open_order_no;
  const orderPath = viewer === 'customer' ? PATHS.serviceDetail : PATHS.lawyerServiceDetail;
  return (
    <header className={styles.header}>
      <h2 className={styles.peer}>{peerOf(conversation, viewer).name}</h2>
      {orderNo ? (
        <Link className={styles.order} to={withQuery(orderPath, { order_no: orderNo })}>
          <span className={styles.orderText}>有进行中的服务订单，沟通不限条数</span>
          <span className={styles.orderLink}>
            查看订单
            <RightOutline aria-hidden="true" />
          </span>
        </Link>
      ) : null}
    </header>
  );
}
