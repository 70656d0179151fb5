import { PayCircleOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../../components/empty-state';

/** 钱包明细 (the lawyer's 钱包 tab): the lawyer's ledger entries. */
export default function WalletPage() {
  return <EmptyState text="暂无钱包明细" icon={<PayCircleOutline />} />;
}
