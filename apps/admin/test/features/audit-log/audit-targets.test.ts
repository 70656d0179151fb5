import { describe, expect, it } from 'vitest';
import { auditTargetPath, auditTargetText } from '../../../src/features/audit-log/audit-targets';

describe('audit targets', () => {
  it('reads as kind and name, and falls back to the id or the page’s name when the name is gone', () => {
    expect(auditTargetText({ kind: 'application', id: '3', name: '张三' })).toBe('律师认证申请 · 张三');
    expect(auditTargetText({ kind: 'lawyer', id: 'u-1', name: null })).toBe('律师 · u-1');
    expect(auditTargetText({ kind: 'feedback', id: '12', name: null })).toBe('留言反馈 #12');
    expect(auditTargetText({ kind: 'content', id: 'agreement_user', name: null })).toBe('内容页 · 用户协议');
  });

  it('links to the application or lawyer over its list, the feedback and the content editor', () => {
    expect(auditTargetPath({ kind: 'application', id: '3', name: null })).toBe('/applications/3');
    expect(auditTargetPath({ kind: 'lawyer', id: 'a b', name: null })).toBe('/lawyers/a%20b');
    expect(auditTargetPath({ kind: 'feedback', id: '12', name: null })).toBe('/feedback/12');
    expect(auditTargetPath({ kind: 'content', id: 'about', name: null })).toBe('/content/about');
  });
});
