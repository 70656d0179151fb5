import { formatFen, WITHDRAWAL_SETTING_MAX, withdrawalSettingsBody } from '@lawbridge/contract';
import type { WithdrawalSettings } from '@lawbridge/contract';
import { App, Form, Input, Typography } from 'antd';
import type { FormRule } from 'antd';
import { QueryCard } from '../../../components/query-card';
import { SaveButton } from '../../../components/save-button';
import { yuan, yuanToFen } from '../../../lib/money';
import { useSaveWithdrawalSettings, useWithdrawalSettings } from '../api/withdrawal-settings';

type Field = keyof WithdrawalSettings;
/** The form holds 元 as typed. */
type YuanValues = Record<Field, string>;

interface SettingField {
  name: Field;
  label: string;
  extra: string;
  /** Only auto-approval may be 0 (off). */
  zeroAllowed: boolean;
}

const FIELDS: readonly SettingField[] = [
  { name: 'withdrawal_min_fen', label: '最低提现金额', extra: '每笔提现不得低于此金额', zeroAllowed: false },
  {
    name: 'withdrawal_daily_cap_fen',
    label: '每日提现上限',
    extra: '每位律师每天（北京时间）申请提现的总额',
    zeroAllowed: false,
  },
  {
    name: 'withdrawal_second_approval_fen',
    label: '双人复核金额',
    extra: '高于此金额的提现需两位不同运营先后审核通过',
    zeroAllowed: false,
  },
  {
    name: 'withdrawal_auto_approve_below_fen',
    label: '自动通过金额',
    extra: '低于此金额的提现无需人工审核，填 0 表示关闭',
    zeroAllowed: true,
  },
];

const toYuanValues = (settings: WithdrawalSettings): YuanValues =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, formatFen(settings[name])])) as YuanValues;

/** The typed 元 as fen; null where a field is not an amount. */
function toFen(values: YuanValues): Record<Field, number | null> {
  return Object.fromEntries(FIELDS.map(({ name }) => [name, yuanToFen(values[name])])) as Record<
    Field,
    number | null
  >;
}

/**
 * A field's rule: an amount in 元 within the contract's range (said in 元), then the contract's checks of the
 * whole set (minimum ≤ daily cap, auto-approval ≤ the two-person threshold).
 */
function amountRule(field: SettingField): FormRule {
  return (form) => ({
    validator: async () => {
      const fen = toFen(form.getFieldsValue() as YuanValues);
      const own = fen[field.name];
      if (own === null) throw new Error('请输入金额（元），最多两位小数');
      if (own === 0 && !field.zeroAllowed) throw new Error(`${field.label}须大于0`);
      if (own > WITHDRAWAL_SETTING_MAX)
        throw new Error(`${field.label}不能超过${yuan(WITHDRAWAL_SETTING_MAX)}`);
      const checked = withdrawalSettingsBody.safeParse(fen);
      const issue = checked.error?.issues.find((found) => found.path[0] === field.name);
      if (issue) throw new Error(issue.message);
    },
  });
}

/** 提现规则: minimum, daily cap, the two-person threshold and auto-approval; typed in 元, saved in fen. */
export function WithdrawalSettingsCard() {
  const settings = useWithdrawalSettings();
  return (
    <QueryCard title="提现规则" query={settings}>
      {(current) => <WithdrawalSettingsForm settings={current} />}
    </QueryCard>
  );
}

function WithdrawalSettingsForm({ settings }: { settings: WithdrawalSettings }) {
  const { message } = App.useApp();
  const save = useSaveWithdrawalSettings();
  const autoApprove = settings.withdrawal_auto_approve_below_fen;
  return (
    <>
      <Typography.Paragraph type="secondary">
        当前：最低 {yuan(settings.withdrawal_min_fen)}，每日上限 {yuan(settings.withdrawal_daily_cap_fen)}
        ，高于 {yuan(settings.withdrawal_second_approval_fen)} 需双人复核，
        {autoApprove > 0 ? `低于 ${yuan(autoApprove)} 自动通过` : '自动通过已关闭'}。
      </Typography.Paragraph>
      <Form<YuanValues>
        key={JSON.stringify(settings)}
        layout="vertical"
        initialValues={toYuanValues(settings)}
        onFinish={(values) =>
          save.mutate(withdrawalSettingsBody.parse(toFen(values)), {
            onSuccess: () => void message.success('提现规则已保存'),
          })
        }
        style={{ maxWidth: 480 }}
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            extra={field.extra}
            dependencies={FIELDS.map((other) => other.name).filter((other) => other !== field.name)}
            rules={[amountRule(field)]}
          >
            <Input inputMode="decimal" suffix="元" aria-label={field.label} style={{ width: 200 }} />
          </Form.Item>
        ))}
        <SaveButton saving={save.isPending} />
      </Form>
    </>
  );
}
