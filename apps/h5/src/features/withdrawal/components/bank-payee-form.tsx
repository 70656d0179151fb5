import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { useSaveBankPayee } from '../api/payees';
import styles from './payee-sections.module.css';

const EMPTY = { account_name: '', bank_name: '', account_no: '' };
const FIELDS = [
  { name: 'account_name', label: '开户名称', placeholder: '律所全称，与对公账户一致', mode: 'text' },
  { name: 'bank_name', label: '开户银行', placeholder: '如 招商银行北京分行', mode: 'text' },
  { name: 'account_no', label: '银行账号', placeholder: '对公账号，仅填数字', mode: 'numeric' },
] as const;

/** The law firm's 对公账户, entered once; the server keeps the number and answers it masked. */
export function BankPayeeForm({ onSaved }: { onSaved(): void }) {
  const [values, setValues] = useState(EMPTY);
  const save = useSaveBankPayee();
  const missing = FIELDS.find((field) => values[field.name].trim() === '');

  async function send() {
    if (missing) return showFormIssue({ message: `请填写${missing.label}`, field: missing.name });
    const sure = await Dialog.confirm({
      content: `请核对：${values.account_name.trim()}，${values.bank_name.trim()}，账号 ${values.account_no.trim()}。保存后账号只显示后四位。`,
      confirmText: '保存',
      cancelText: '再看看',
    });
    if (!sure) return;
    save.mutate(values, {
      onSuccess: () => {
        showToast('律所收款账户已保存');
        setValues(EMPTY);
        onSaved();
      },
    });
  }

  return (
    <form
      className={styles.form}
      aria-label="律所对公账户"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {FIELDS.map((field) => (
        <label key={field.name} className={styles.row} data-field={field.name}>
          <span className={styles.label}>{field.label}</span>
          <Input
            aria-label={field.label}
            inputMode={field.mode}
            maxLength={field.name === 'account_no' ? 40 : 60}
            placeholder={field.placeholder}
            value={values[field.name]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          />
        </label>
      ))}
      <Button block type="submit" color="primary" shape="rounded" loading={save.isPending}>
        保存律所账户
      </Button>
    </form>
  );
}
