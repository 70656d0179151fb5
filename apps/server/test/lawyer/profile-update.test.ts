import { API, type LawyerDetail } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AREA, detail, legalTypeId, loggedInLawyer, names, seedLawyer } from './lawyer-fixtures';

const LAWYER_PHONE = '13900000101';

let t: TestApp;
let lawyer: { token: string; uuid: string };
beforeEach(async () => {
  t = await createTestApp();
  lawyer = await loggedInLawyer(t.app, LAWYER_PHONE, { name: '张伟', legal_types: ['离婚纠纷'] });
});
afterEach(async () => t.close());

async function validBody(app: FastifyInstance, overrides: object = {}) {
  return {
    law_firm: '深圳新衡律师事务所',
    area_code: AREA.futian,
    legal_type_ids: [await legalTypeId(app, '劳动仲裁'), await legalTypeId(app, '合同纠纷')],
    degree_id: 3,
    description: '专注劳动争议与合同纠纷。',
    accepting: 0,
    ...overrides,
  };
}

const update = (token: string | undefined, payload: object) =>
  call<LawyerDetail>(t.app, { method: 'POST', url: API.lawyer, ...(token ? { token } : {}), payload });

async function uploadedImage(token: string): Promise<string> {
  return (await uploadImage(t.app, token, { name: 'a.png', type: 'image/png', bytes: makePng() })).data.id;
}

describe('POST /lawyer by the lawyer', () => {
  it('updates the profile and its legal types and answers with the lawyer page (a new firm waits for review)', async () => {
    const avatar = await uploadedImage(lawyer.token);
    const reply = await update(lawyer.token, await validBody(t.app, { avatar, uuid: lawyer.uuid }));
    expect(reply.body).toMatchObject({
      code: 0,
      data: {
        uuid: lawyer.uuid,
        name: '张伟',
        avatar: `/api/v1/upload/image/${avatar}`,
        law_firm: '张伟律师事务所',
        area_code: AREA.futian,
        area_name: '广东省 深圳市 福田区',
        legal_type_names: ['劳动仲裁', '合同纠纷'],
        degree_name: '硕士',
        description: '专注劳动争议与合同纠纷。',
        accepting: 0,
      },
    });
    expect((await detail(t.app, lawyer.uuid)).data).toEqual(reply.body.data);
  });

  it('keeps the avatar when none is sent, and the directory shows the change at once', async () => {
    expect(await names(t.app, `?area_code=${AREA.futian}`)).toEqual([]);
    const avatar = await uploadedImage(lawyer.token);
    await update(lawyer.token, await validBody(t.app, { avatar }));
    const reply = await update(lawyer.token, await validBody(t.app, { description: '新的简介' }));
    expect(reply.body.data).toMatchObject({
      avatar: `/api/v1/upload/image/${avatar}`,
      description: '新的简介',
    });
    expect(await names(t.app, `?area_code=${AREA.futian}`)).toEqual(['张伟']);
  });

  it('refuses fields the contract or the common data rule out, naming the field, and changes nothing', async () => {
    const parent = await legalTypeId(t.app, '婚姻家庭');
    const leaves = await Promise.all(
      ['离婚纠纷', '子女抚养', '财产分割', '遗产继承', '劳动仲裁', '工伤赔偿'].map((name) =>
        legalTypeId(t.app, name),
      ),
    );
    const strangerImage = await uploadedImage(await loginAs(t.app, '13800000777'));
    const cases: Array<[object, string]> = [
      [{ area_code: '440000' }, '执业地区不正确'],
      [{ area_code: '999999' }, '执业地区不正确'],
      [{ area_code: 'abc' }, '执业地区格式不正确'],
      [{ legal_type_ids: [parent] }, '擅长领域不正确'],
      [{ legal_type_ids: [] }, '请选择擅长领域'],
      [{ legal_type_ids: leaves }, '擅长领域最多选择5个'],
      [{ legal_type_ids: [leaves[0], leaves[0]] }, '擅长领域不能重复'],
      [{ degree_id: 99 }, '学历不正确'],
      [{ law_firm: '所' }, '执业机构至少2个字'],
      [{ description: '简'.repeat(2001) }, '个人简介不能超过2000个字'],
      [{ accepting: 2 }, '接单状态不正确'],
      [{ avatar: strangerImage }, '图片不存在'],
      [{ avatar: 'bad id!' }, '图片格式不正确'],
    ];
    for (const [overrides, msg] of cases) {
      const reply = await update(lawyer.token, await validBody(t.app, overrides));
      expect({ overrides, ...reply.body }).toMatchObject({ overrides, code: 1, msg });
    }
    expect((await detail(t.app, lawyer.uuid)).data).toMatchObject({
      law_firm: '张伟律师事务所',
      legal_type_names: ['离婚纠纷'],
      accepting: 1,
    });
  });
});

describe('POST /lawyer refusals', () => {
  it('refuses another lawyer’s profile', async () => {
    const other = await seedLawyer(t.app, { name: '李娜' });
    const reply = await update(lawyer.token, await validBody(t.app, { uuid: other.uuid }));
    expect(reply.body).toMatchObject({ code: 7, msg: '无权操作' });
    expect((await detail(t.app, other.uuid)).data.law_firm).toBe('李娜律师事务所');
  });

  it('refuses users who are not certified lawyers, and anonymous callers', async () => {
    const customer = await loginAs(t.app, '13800000888');
    expect((await update(customer, await validBody(t.app))).body).toMatchObject({ code: 7, msg: '无权操作' });
    expect((await update(undefined, await validBody(t.app))).body).toMatchObject({ code: 2 });
  });

  it('refuses a disabled lawyer', async () => {
    await t.app.db.updateTable('lawyers').set({ enabled: 0 }).where('uuid', '=', lawyer.uuid).execute();
    const reply = await update(lawyer.token, await validBody(t.app));
    expect(reply.body).toMatchObject({ code: 7, msg: '账号已停用，请联系平台' });
  });
});

describe('接单中 while paused by strikes', () => {
  it('stays off until an operator lifts the pause; the rest of the profile can still be saved', async () => {
    const { id } = await t.app.db
      .selectFrom('lawyers')
      .select('id')
      .where('uuid', '=', lawyer.uuid)
      .executeTakeFirstOrThrow();
    // Three upheld appeals paused the lawyer (how that happens is the appeals' tests).
    await t.app.db.updateTable('lawyers').set({ accepting: 0 }).where('id', '=', id).execute();
    await t.app.db
      .insertInto('lawyer_strike_pauses')
      .values({ lawyer_id: id, started_at: t.clock.now() })
      .execute();
    const refused = await update(lawyer.token, await validBody(t.app, { accepting: 1 }));
    expect([refused.body.code, refused.body.msg]).toEqual([
      7,
      '因近期申诉成立较多，接单已暂停，平台复核后方可恢复接单',
    ]);
    expect((await update(lawyer.token, await validBody(t.app, { accepting: 0 }))).body.code).toBe(0);
    await t.app.db
      .updateTable('lawyer_strike_pauses')
      .set({ lifted_at: t.clock.now() })
      .where('lawyer_id', '=', id)
      .execute();
    const resumed = await update(lawyer.token, await validBody(t.app, { accepting: 1 }));
    expect(resumed.body).toMatchObject({ code: 0, data: { accepting: 1 } });
  });
});
