import type { WithdrawalRules } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { AsyncView } from '../../../components/async-view';
import { OrderSection } from '../../orders/components/order-section';
import { useWithdrawalRules } from '../api/get-withdrawal-rules';
import { BankPayeeForm } from '../components/bank-payee-form';
import styles from '../components/payee-sections.module.css';
import { WechatPayeeSection } from '../components/wechat-payee-section';
import { bankPayeeText } from '../withdraw-rules';

/** 收款账户: the law firm's 对公账户 (entered once, masked afterwards) and the 微信零钱 binding. */
export default function PayeePage() {
  const rules = useWithdrawalRules();
  return <AsyncView query={rules}>{(data) => <Payees rules={data} />}</AsyncView>;
}

function Payees({ rules }: { rules: WithdrawalRules }) {
  const bank = rules.payees.bank;
  const [editing, setEditing] = useState(false);
  return (
    <>
      <OrderSection title="律所对公账户（推荐）">
        <p className={styles.explain}>律师费应归属所在律所，提现转入律所对公账户，由平台运营人工转账。</p>
        {bank && !editing ? (
          <>
            <p className={styles.value}>{bankPayeeText(bank)}</p>
            <Button block shape="rounded" onClick={() => setEditing(true)}>
              更换账户
            </Button>
          </>
        ) : (
          <BankPayeeForm onSaved={() => setEditing(false)} />
        )}
      </OrderSection>
      <OrderSection title="微信零钱">
        <WechatPayeeSection payees={rules.payees} />
      </OrderSection>
    </>
  );
}
