import { describe, expect, it } from 'vitest';
import { auditTargetPath, auditTargetText } from '../../../src/features/audit-log/audit-targets';

describe('audit targets', () => {
  it('reads as kind and name, and falls back to the id or the page’s name when the name is gone', () => {
    expect(auditTargetText({ kind: 'application', id: '3', name: '张三' })).toBe('律师认证申请 · 张三');
    expect(auditTargetText({ kind: 'lawyer', id: 'u-1', name: null })).toBe('律师 u-1');
    expect(auditTargetText({ kind: 'lawyer', id: 'u-1', name: '张轩飞' })).toBe('律师 张轩飞');
    const user = { kind: 'user', id: 'u-2', name: '王先生/138****0001' } as const;
    expect(auditTargetText(user)).toBe('用户 王先生/138****0001');
    expect(auditTargetPath(user)).toBe('/users/u-2');
    expect(auditTargetText({ kind: 'feedback', id: '12', name: null })).toBe('留言反馈 #12');
    expect(auditTargetText({ kind: 'content', id: 'agreement_user', name: null })).toBe('内容页 · 用户协议');
  });

  it('reads orders by their number, reviews by theirs, prices by the service they price', () => {
    expect(auditTargetText({ kind: 'order', id: 'S2026031012345678', name: null })).toBe(
      '服务订单 · S2026031012345678',
    );
    expect(auditTargetText({ kind: 'appointment', id: 'A2026031012345678', name: null })).toBe(
      '预约订单 · A2026031012345678',
    );
    expect(auditTargetText({ kind: 'review', id: '7', name: null })).toBe('评价 #7');
    expect(auditTargetText({ kind: 'order_config', id: '9', name: '线下咨询预约' })).toBe(
      '价格配置 · 线下咨询预约',
    );
  });

  it('links orders and appointments to their detail, reviews to the review list, prices to 配置', () => {
    expect(auditTargetPath({ kind: 'order', id: 'S1', name: null })).toBe('/service-orders/S1');
    expect(auditTargetPath({ kind: 'appointment', id: 'A1', name: null })).toBe('/appointments/A1');
    expect(auditTargetPath({ kind: 'review', id: '7', name: null })).toBe('/reviews');
    expect(auditTargetPath({ kind: 'order_config', id: '9', name: null })).toBe('/settings');
  });

  it('reads a withdrawal by its number and links to it over the withdrawal queue', () => {
    const withdrawal = { kind: 'withdrawal', id: 'W2026112700000001', name: null } as const;
    expect(auditTargetText(withdrawal)).toBe('提现 · W2026112700000001');
    expect(auditTargetPath(withdrawal)).toBe('/withdrawals/W2026112700000001');
  });

  it('reads a document by its title and a document order by its number, each linked to its drawer', () => {
    const document = { kind: 'document', id: '42', name: '劳动合同范本' } as const;
    expect(auditTargetText(document)).toBe('文档 · 劳动合同范本');
    expect(auditTargetPath(document)).toBe('/documents/42');
    expect(auditTargetText({ ...document, name: null })).toBe('文档 · 42');
    const order = { kind: 'document_order', id: 'D2026112700000001', name: null } as const;
    expect(auditTargetText(order)).toBe('文档订单 · D2026112700000001');
    expect(auditTargetPath(order)).toBe('/document-orders/D2026112700000001');
  });

  it('links to the application or lawyer over its list, the feedback and the content editor', () => {
    expect(auditTargetPath({ kind: 'application', id: '3', name: null })).toBe('/applications/3');
    expect(auditTargetPath({ kind: 'lawyer', id: 'a b', name: null })).toBe('/lawyers/a%20b');
    expect(auditTargetPath({ kind: 'feedback', id: '12', name: null })).toBe('/feedback/12');
    expect(auditTargetPath({ kind: 'content', id: 'about', name: null })).toBe('/content/about');
  });
});
