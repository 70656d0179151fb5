import { API, imageUrl } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, uploadImage } from '../helpers/api';
import { makePng, signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Info {
  nickname: string;
  gender: number;
  avatar: string | null;
}

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, '13812345678');
  otherToken = await loginAs(t.app, '13987654321');
});
afterAll(async () => {
  await t.close();
});

const setField = (field: string, value: unknown, as = token) =>
  call(t.app, { method: 'POST', url: API.userInfoField, token: as, payload: { field, value } });
const info = async () => (await call<Info>(t.app, { method: 'GET', url: API.userInfo, token })).body.data;

describe('POST user/info/field', () => {
  it('changes the nickname (trimmed, 1–20 characters)', async () => {
    expect((await setField('nickname', '  小律  ')).body).toEqual({ code: 0, msg: 'ok', data: null });
    expect((await info()).nickname).toBe('小律');
    expect((await setField('nickname', '律'.repeat(20))).body.code).toBe(0);
    expect((await setField('nickname', '律'.repeat(21))).body).toEqual({
      code: 1,
      msg: '昵称不能超过20个字',
      data: null,
    });
    expect((await setField('nickname', '   ')).body).toEqual({ code: 1, msg: '请填写昵称', data: null });
    expect((await info()).nickname).toBe('律'.repeat(20));
  });

  it('changes the gender to 0, 1 or 2 only', async () => {
    expect((await setField('gender', 2)).body.code).toBe(0);
    expect((await info()).gender).toBe(2);
    expect((await setField('gender', 3)).body).toEqual({ code: 1, msg: '性别不正确', data: null });
    expect((await setField('gender', '1')).body).toEqual({ code: 1, msg: '性别不正确', data: null });
    expect((await info()).gender).toBe(2);
  });

  it('sets the avatar to an image the user uploaded, which becomes public at its stable address', async () => {
    const uploaded = await uploadImage(t.app, token, { name: 'me.png', type: 'image/png', bytes: makePng() });
    expect(uploaded.data.url).toMatch(signedImageUrl(uploaded.data.id));
    expect((await setField('avatar', uploaded.data.id)).body.code).toBe(0);
    expect((await info()).avatar).toBe(imageUrl(uploaded.data.id));
    const served = await t.app.inject({ method: 'GET', url: imageUrl(uploaded.data.id) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("refuses another user's upload, an unknown id and a malformed id", async () => {
    const theirs = await uploadImage(t.app, otherToken, {
      name: 'x.png',
      type: 'image/png',
      bytes: makePng(),
    });
    const before = (await info()).avatar;
    expect((await setField('avatar', theirs.data.id)).body).toEqual({
      code: 1,
      msg: '图片不存在',
      data: null,
    });
    expect((await setField('avatar', 'AAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({
      code: 1,
      msg: '图片不存在',
      data: null,
    });
    expect((await setField('avatar', '../../etc/passwd')).body).toEqual({
      code: 1,
      msg: '图片格式不正确',
      data: null,
    });
    expect((await info()).avatar).toBe(before);
  });

  it('refuses any other field', async () => {
    expect((await setField('phone', '13800000000')).body).toEqual({
      code: 1,
      msg: '不支持修改该字段',
      data: null,
    });
    expect((await setField('is_lawyer', 1)).body).toEqual({ code: 1, msg: '不支持修改该字段', data: null });
  });

  it('needs a logged-in user', async () => {
    const reply = await call(t.app, {
      method: 'POST',
      url: API.userInfoField,
      payload: { field: 'gender', value: 1 },
    });
    expect(reply.body.code).toBe(2);
  });
});
