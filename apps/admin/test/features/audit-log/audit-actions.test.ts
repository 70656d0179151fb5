import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionOptions } from '../../../src/features/audit-log/audit-actions';

describe('audit action labels', () => {
  it('names the operator session actions in Chinese', () => {
    expect(auditActionLabel('operator.login')).toBe('登录');
    expect(auditActionLabel('operator.login_failed')).toBe('登录失败');
    expect(auditActionLabel('operator.logout')).toBe('退出登录');
  });

  it('shows an action it does not know as recorded, including names on Object.prototype', () => {
    expect(auditActionLabel('lawyer.approve')).toBe('lawyer.approve');
    expect(auditActionLabel('toString')).toBe('toString');
  });

  it('offers every labelled action as a filter option', () => {
    expect(auditActionOptions).toContainEqual({ value: 'operator.login_failed', label: '登录失败' });
    expect(auditActionOptions).toHaveLength(3);
  });
});
