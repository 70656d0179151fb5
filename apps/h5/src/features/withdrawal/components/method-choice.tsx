import type { WithdrawalMethod, WithdrawalPayees } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { bankPayeeText, METHOD_TITLES } from '../withdraw-rules';
import styles from './method-choice.module.css';

interface Option {
  method: WithdrawalMethod;
  note: string;
  payee: string | null;
  missing: string;
}

function optionsOf(payees: WithdrawalPayees): Option[] {
  return [
    {
      method: 'bank',
      note: '律师费应归属所在律所，推荐转入律所对公账户，由律所结算',
      payee: payees.bank ? bankPayeeText(payees.bank) : null,
      missing: '未设置律所收款账户',
    },
    {
      method: 'wechat',
      note: '转入您本人的微信零钱，需在微信内确认收款',
      payee: payees.wechat ? `收款人 ${payees.wechat.real_name_masked}` : null,
      missing: '未绑定微信收款',
    },
  ];
}

/** 提现方式: 对公转账到律所 (recommended) or 微信零钱, each with its payee or a way to set it up. */
export function MethodChoice({
  payees,
  value,
  onChange,
}: {
  payees: WithdrawalPayees;
  value: WithdrawalMethod;
  onChange(method: WithdrawalMethod): void;
}) {
  const { navigateTo } = useAppNavigation();
  return (
    <div role="radiogroup" aria-label="提现方式" className={styles.options}>
      {optionsOf(payees).map((option) => {
        const chosen = option.method === value;
        return (
          <div key={option.method} className={chosen ? `${styles.option} ${styles.chosen}` : styles.option}>
            <button
              type="button"
              role="radio"
              aria-checked={chosen}
              className={styles.pick}
              onClick={() => onChange(option.method)}
            >
              <span className={styles.mark} aria-hidden="true" />
              <span className={styles.body}>
                <span className={styles.title}>
                  {METHOD_TITLES[option.method]}
                  {option.method === 'bank' ? <span className={styles.badge}>推荐</span> : null}
                </span>
                <span className={styles.note}>{option.note}</span>
                <span className={option.payee ? styles.payee : `${styles.payee} ${styles.missing}`}>
                  {option.payee ?? option.missing}
                </span>
              </span>
            </button>
            <button type="button" className={styles.setup} onClick={() => navigateTo(PATHS.lawyerPayee)}>
              {option.payee ? '管理' : option.method === 'bank' ? '去设置' : '去绑定'}
            </button>
          </div>
        );
      })}
    </div>
  );
}
