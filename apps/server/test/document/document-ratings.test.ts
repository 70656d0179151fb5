import { API, type DocumentRating, type DocumentRatingList } from '@lawbridge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { boughtBy, useDocumentWorld } from './support/document-world';
import { insertListed } from './support/listed-rows';

describe('ratings and reports of a document', () => {
  const world = useDocumentWorld();
  let id = 0;

  beforeAll(async () => {
    id = await insertListed(world().app.db, {
      title: '劳动合同范本',
      uploaderId: world().lawyerUserId,
      legalTypeId: world().leafTypeId,
      price: 990,
      listedAt: world().clock.now(),
    });
  });

  const rate = (token: string, payload: object) =>
    call<DocumentRating>(world().app, { method: 'POST', url: API.documentRatings, token, payload });
  const figures = () =>
    world()
      .app.db.selectFrom('documents')
      .select(['rating_sum', 'rating_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lets a buyer rate once, moving the document’s figures; others are refused', async () => {
    expect(
      (await rate(world().customer, { document_id: id, score: 4, text: '条款清楚实用' })).body,
    ).toMatchObject({
      code: 7,
      msg: '购买后才能评价该文档',
    });
    await boughtBy(world(), id, world().customerUserId);
    const rated = await rate(world().customer, { document_id: id, score: 4, text: '条款清楚实用' });
    expect(rated.body).toMatchObject({ code: 0, data: { score: 4, text: '条款清楚实用', reply: null } });
    expect(rated.body.data.user_name).toMatch(/^.\*\*$/);
    expect(await figures()).toEqual({ rating_sum: 4, rating_count: 1 });
    expect(
      (await rate(world().customer, { document_id: id, score: 5, text: '再评一次' })).body,
    ).toMatchObject({
      code: 7,
      msg: '您已评价过该文档',
    });
    expect((await rate(world().lawyer, { document_id: id, score: 5, text: '自己评价' })).body).toMatchObject({
      code: 7,
      msg: '不能评价自己上传的文档',
    });
    expect(await figures()).toEqual({ rating_sum: 4, rating_count: 1 });
    const bad = await rate(world().customer, { document_id: id, score: 6, text: '太好了' });
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toMatch(/评分/);
  });

  it('lists the ratings to everyone; the uploader replies once, nobody else', async () => {
    const list = await call<DocumentRatingList>(world().app, {
      method: 'GET',
      url: `${API.documentRatings}?document_id=${id}`,
    });
    expect(list.body.data.total).toBe(1);
    const ratingId = list.body.data.list[0]!.id;
    const reply = (token: string) =>
      call<DocumentRating>(world().app, {
        method: 'POST',
        url: API.documentRatingReply,
        token,
        payload: { id: ratingId, text: '感谢您的评价' },
      });
    expect((await reply(world().customer)).body).toMatchObject({ code: 7, msg: '无权操作' });
    expect((await reply(world().lawyer)).body).toMatchObject({ code: 0, data: { reply: '感谢您的评价' } });
    expect((await reply(world().lawyer)).body).toMatchObject({ code: 7, msg: '已回复过该评价' });
  });

  it('takes one open report per user and document, never the uploader’s own', async () => {
    const report = (token: string) =>
      call(world().app, {
        method: 'POST',
        url: API.documentReport,
        token,
        payload: { document_id: id, reason: 'outdated', text: '引用的法条已经废止' },
      });
    expect((await report(world().other)).body.code).toBe(0);
    expect((await report(world().other)).body).toMatchObject({
      code: 7,
      msg: '您已举报过该文档，请等待平台处理',
    });
    expect((await report(world().lawyer)).body).toMatchObject({ code: 7, msg: '不能举报自己上传的文档' });
    expect((await report(world().customer)).body.code).toBe(0);
    const bad = await call(world().app, {
      method: 'POST',
      url: API.documentReport,
      token: world().other,
      payload: { document_id: id, reason: 'boring', text: '没意思没意思' },
    });
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toMatch(/举报原因/);
    expect(
      (await call(world().app, { method: 'POST', url: API.documentReport, payload: {} })).body.code,
    ).toBe(2);
  });
});
