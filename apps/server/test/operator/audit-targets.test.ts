import { API, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAuditTarget } from '../../src/modules/operator/audit-targets';
import { sendFeedback } from '../feedback/feedback-api';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { applyValid, approve, reject } from '../lawyer-application/application-api';
import { seedLawyer } from '../lawyer/lawyer-fixtures';
import { operatorCall, signedInOperator } from './operator-api';

describe('audit log targets', () => {
  let t: TestApp;
  let operator: string;
  beforeEach(async () => {
    t = await createTestApp();
    operator = await signedInOperator(t.app, t.clock.now());
  });
  afterEach(async () => t.close());

  const post = (url: string, payload: object) =>
    operatorCall(t.app, { method: 'POST', url, operatorToken: operator, payload });

  it('names what each entry acted on, looked up for the whole page at once', async () => {
    const approvedId = await applyValid(t.app, await loginAs(t.app, '13800000001'), { real_name: '张三' });
    const rejectedId = await applyValid(t.app, await loginAs(t.app, '13800000002'), { real_name: '王五' });
    await approve(t.app, operator, approvedId);
    await reject(t.app, operator, rejectedId, '执业证照片不清晰');
    const { uuid } = await seedLawyer(t.app, { name: '李四' });
    await post(API.admin.lawyerEnabled, { uuid, enabled: 0, reason: '资料信息不实' });
    const userToken = await loginAs(t.app, '13812345678');
    const feedbackId = (await sendFeedback(t.app, userToken, { content: '页面打不开了' })).body.data.id;
    await post(API.admin.feedbackReply, { id: feedbackId, reply: '已修复，谢谢' });
    await post(API.admin.content, {
      key: 'contact',
      title: '联系客服',
      body: '一、客服热线\n\n400-123-4567',
    });

    const { code, data } = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: API.admin.auditLog,
      operatorToken: operator,
    });
    expect(code).toBe(0);
    expect(data.list.map((item) => [item.action, item.target, item.target_ref])).toEqual([
      ['content.update', 'content:contact', { kind: 'content', id: 'contact', name: '联系客服' }],
      ['feedback.reply', `feedback:${feedbackId}`, { kind: 'feedback', id: String(feedbackId), name: null }],
      ['lawyer.disable', `lawyer:${uuid}`, { kind: 'lawyer', id: uuid, name: '李四' }],
      [
        'application.reject',
        `application:${rejectedId}`,
        { kind: 'application', id: String(rejectedId), name: '王五' },
      ],
      [
        'application.approve',
        `application:${approvedId}`,
        { kind: 'application', id: String(approvedId), name: '张三' },
      ],
      ['operator.login', 'username:alice', null],
    ]);
  });

  it('keeps a target whose record is gone, without a name', async () => {
    await t.app.db
      .insertInto('audit_logs')
      .values({
        operator_id: null,
        action: 'lawyer.enable',
        target: 'lawyer:0000-gone-0000',
        detail: null,
        ip: null,
        created_at: t.clock.now(),
      })
      .execute();
    const { data } = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=lawyer.enable`,
      operatorToken: operator,
    });
    expect(data.list[0]?.target_ref).toEqual({ kind: 'lawyer', id: '0000-gone-0000', name: null });
  });
});

describe('parseAuditTarget', () => {
  it('reads the kinds the console links to and leaves everything else alone', () => {
    expect(parseAuditTarget('application:12')).toEqual({ kind: 'application', id: '12' });
    expect(parseAuditTarget('content:agreement_user')).toEqual({ kind: 'content', id: 'agreement_user' });
    expect(parseAuditTarget('appointment:A2026031012345678')).toEqual({
      kind: 'appointment',
      id: 'A2026031012345678',
    });
    expect(parseAuditTarget('review:7')).toEqual({ kind: 'review', id: '7' });
    expect(parseAuditTarget('username:admin')).toBeNull();
    expect(parseAuditTarget('application:')).toBeNull();
    expect(parseAuditTarget(':12')).toBeNull();
    expect(parseAuditTarget('toString:1')).toBeNull();
    expect(parseAuditTarget('lawyer')).toBeNull();
    expect(parseAuditTarget(null)).toBeNull();
  });
});
