import { API, OPERATOR_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { VALID_SAMPLES } from '../harness/valid-samples';
import { uploadedImageId } from '../feedback/feedback-api';
import { signedInOperator } from '../operator/operator-api';
import { accountApi, keysInStorage, rowsHolding, uploadKeysOf } from './account-api';

const LAWYER_PHONE = '13677000001';
const CUSTOMER_PHONE = '13677000002';
const REAL_NAME = '注销测试律师';

/** The application sample with every image field given a real upload of the applicant. */
async function applicationBody(t: TestApp, token: string) {
  const sample = VALID_SAMPLES['POST /api/v1/lawyer/apply']?.body ?? {};
  const placeholder = sample.avatar;
  const body: Record<string, unknown> = { ...sample, real_name: REAL_NAME };
  for (const [key, value] of Object.entries(sample)) {
    if (value === placeholder) body[key] = await uploadedImageId(t.app, token);
  }
  return body;
}

describe('注销账号 of a certified lawyer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('erases the application, licence and ID photos, profile and chat images, and leaves the directory', async () => {
    const api = accountApi(t);
    const lawyer = await loginAs(t.app, LAWYER_PHONE);
    const body = await applicationBody(t, lawyer);
    const applied = await api.post<{ id: number }>(API.lawyerApply, lawyer, body);
    expect(applied.body.code).toBe(0);
    const operator = await signedInOperator(t.app, t.clock.now());
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/lawyer-applications/approve',
      headers: { [OPERATOR_TOKEN_HEADER]: operator },
      payload: { id: applied.body.data.id },
    });
    expect(approved.json()).toMatchObject({ code: 0 });
    const profile = await t.app.db
      .selectFrom('lawyers')
      .select(['uuid', 'licence_no', 'user_id'])
      .executeTakeFirstOrThrow();

    const customer = await loginAs(t.app, CUSTOMER_PHONE);
    const conversation = await api.post<{ id: number }>(API.chatConversations, customer, {
      lawyer_uuid: profile.uuid,
    });
    const image = await uploadedImageId(t.app, lawyer);
    const sent = await api.post(API.chatMessages, lawyer, {
      conversation_id: conversation.body.data.id,
      client_id: 'lawyer-image-0001',
      kind: 'image',
      upload_id: image,
    });
    expect(sent.body.code).toBe(0);

    const keys = await uploadKeysOf(t, profile.user_id);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const needles = [LAWYER_PHONE, REAL_NAME, profile.licence_no];
    expect(await rowsHolding(t, needles)).not.toEqual([]);

    expect((await api.closeAccount(lawyer, LAWYER_PHONE)).body).toMatchObject({ code: 0 });

    expect(await rowsHolding(t, needles)).toEqual([]);
    expect(await keysInStorage(t, keys)).toEqual([]);
    const detail = await call(t.app, { method: 'GET', url: `${API.lawyerDetail}?uuid=${profile.uuid}` });
    expect(detail.body.code).not.toBe(0);
    const directory = await call<{ total: number }>(t.app, {
      method: 'GET',
      url: `${API.lawyer}?page=1&page_size=10`,
    });
    expect(directory.body.data.total).toBe(0);
    // The customer's side of the conversation still opens, the lawyer's image replaced by a notice.
    const history = await t.app.inject({
      method: 'GET',
      url: `${API.chatMessages}?conversation_id=${conversation.body.data.id}`,
      headers: { [TOKEN_HEADER]: customer },
    });
    expect(history.json()).toMatchObject({
      code: 0,
      data: { list: [{ kind: 'text', text: '该消息已随账号注销删除' }] },
    });
  });
});
