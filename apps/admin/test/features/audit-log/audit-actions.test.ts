import { AUDIT_ACTION_LABELS } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionOptions } from '../../../src/features/audit-log/audit-actions';

describe('audit action labels', () => {
  it('names the operator session actions in Chinese', () => {
    expect(auditActionLabel('operator.login')).toBe('登录');
    expect(auditActionLabel('operator.login_failed')).toBe('登录失败');
    expect(auditActionLabel('operator.logout')).toBe('退出登录');
  });

  it('names the review, lawyer, feedback and content actions in Chinese', () => {
    expect(auditActionLabel('application.approve')).toBe('通过律师认证');
    expect(auditActionLabel('application.reject')).toBe('驳回律师认证');
    expect(auditActionLabel('lawyer.disable')).toBe('停用律师');
    expect(auditActionLabel('lawyer.enable')).toBe('启用律师');
    expect(auditActionLabel('feedback.reply')).toBe('回复反馈');
    expect(auditActionLabel('content.update')).toBe('编辑内容页');
  });

  it('names the withdrawal actions and money settings in Chinese', () => {
    expect(auditActionLabel('withdrawal.first_approve')).toBe('初审通过提现');
    expect(auditActionLabel('withdrawal.approve')).toBe('审核通过提现');
    expect(auditActionLabel('withdrawal.mark_paid')).toBe('登记提现已打款');
    expect(auditActionLabel('config.withdrawal')).toBe('修改提现规则');
    expect(auditActionLabel('config.hold_days')).toBe('修改收入冻结期');
  });

  it('names the appeal decision and the lift of a strike pause in Chinese', () => {
    expect(auditActionLabel('appeal.decide')).toBe('裁定申诉');
    expect(auditActionLabel('strike.lift')).toBe('解除律师违规暂停');
  });

  it('shows an action it does not know as recorded, including names on Object.prototype', () => {
    expect(auditActionLabel('order.archive')).toBe('order.archive');
    expect(auditActionLabel('toString')).toBe('toString');
  });

  it('offers every labelled action as a filter option', () => {
    expect(auditActionOptions).toContainEqual({ value: 'operator.login_failed', label: '登录失败' });
    expect(auditActionOptions).toContainEqual({ value: 'application.reject', label: '驳回律师认证' });
    expect(auditActionOptions).toContainEqual({ value: 'user.ban', label: '封禁用户' });
    expect(auditActionOptions).toContainEqual({ value: 'user.unban', label: '解封用户' });
    // Every action the contract labels, in the contract's order.
    expect(auditActionOptions).toEqual(
      Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
    );
  });
});
