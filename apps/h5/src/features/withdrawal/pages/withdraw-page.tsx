import { formatFen, type WithdrawalMethod, type WithdrawalRules } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { withQuery } from '../../../lib/url';
import { yuanToFen } from '../../lawyer-profile/service-prices';
import { useWithdrawalRules } from '../api/get-withdrawal-rules';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { MethodChoice } from '../components/method-choice';
import { allYuan, amountProblem, blockedReason, payeeProblem } from '../withdraw-rules';
import styles from './withdraw-page.module.css';

/** 提现: the amount (with 全部提现), the method and its payee, the rules; 申请提现 says why when it cannot. */
export default function WithdrawPage() {
  const rules = useWithdrawalRules();
  return <AsyncView query={rules}>{(data) => <WithdrawForm rules={data} />}</AsyncView>;
}

function WithdrawForm({ rules }: { rules: WithdrawalRules }) {
  const { navigateTo, redirectTo } = useAppNavigation();
  const submit = useRequestWithdrawal();
  const [yuan, setYuan] = useState('');
  // The firm's account first (recommended); 微信零钱 when only it is set up.
  const [method, setMethod] = useState<WithdrawalMethod>(
    !rules.payees.bank && rules.payees.wechat ? 'wechat' : 'bank',
  );
  const blocked = blockedReason(rules);
  const problem = blocked ?? amountProblem(yuan, rules) ?? payeeProblem(method, rules.payees);
  const open = rules.open_withdrawal;

  const send = () => {
    const amount = yuanToFen(yuan);
    if (problem || amount === null) return;
    submit.mutate(
      { amount, method },
      {
        onSuccess: (created) => redirectTo(withQuery(PATHS.lawyerWithdrawal, { no: created.withdrawal_no })),
      },
    );
  };

  return (
    <div className={styles.page}>
      {blocked ? (
        <div className={styles.blocked} role="alert">
          <span>{blocked}</span>
          {open ? (
            <button
              type="button"
              className={styles.link}
              onClick={() => navigateTo(withQuery(PATHS.lawyerWithdrawal, { no: open.withdrawal_no }))}
            >
              查看进度
            </button>
          ) : null}
        </div>
      ) : null}

      <section className={styles.card} aria-label="提现金额">
        <h2 className={styles.heading}>提现金额</h2>
        <label className={styles.amount}>
          <span className={styles.unit}>¥</span>
          <Input
            aria-label="提现金额（元）"
            inputMode="decimal"
            maxLength={9}
            placeholder={`最低 ${formatFen(rules.min_fen)}`}
            value={yuan}
            disabled={blocked !== null}
            onChange={setYuan}
          />
          <button
            type="button"
            className={styles.link}
            disabled={blocked !== null}
            onClick={() => setYuan(allYuan(rules))}
          >
            全部提现
          </button>
        </label>
        <p className={styles.figures}>
          可提现 ¥{formatFen(rules.available)} · 今日还可提现 ¥{formatFen(rules.left_today)}
        </p>
      </section>

      <section className={styles.card} aria-label="提现方式">
        <h2 className={styles.heading}>提现方式</h2>
        <MethodChoice payees={rules.payees} value={method} onChange={setMethod} />
      </section>

      <section className={styles.card} aria-label="提现规则">
        <h2 className={styles.heading}>提现规则</h2>
        <ul className={styles.rules}>
          <li>单笔最低 ¥{formatFen(rules.min_fen)}，不超过可提现金额</li>
          <li>
            每日累计最多 ¥{formatFen(rules.daily_cap_fen)}，今日已申请 ¥{formatFen(rules.requested_today)}
          </li>
          <li>同一时间只能有一笔提现在处理中，审核通过后打款</li>
          <li>申诉退款扣回使可提现为负时暂不能提现，待新的收入抵扣后恢复</li>
        </ul>
      </section>

      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={problem !== null}
          loading={submit.isPending}
          onClick={send}
        >
          申请提现
        </Button>
        {problem && yuan.trim() !== '' ? <p className={styles.problem}>{problem}</p> : null}
        {problem && yuan.trim() === '' && !blocked ? <p className={styles.hint}>{problem}</p> : null}
      </div>
    </div>
  );
}
