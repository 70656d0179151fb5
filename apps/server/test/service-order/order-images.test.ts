import { API, type AdminServiceOrderDetail } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedImageUrl } from '../helpers/images';
import { getImage } from '../helpers/served-image';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld, uploadIdOf } from './order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
});
afterAll(async () => t.close());

describe("the customer's images from 服务详情", () => {
  it('come back in the order, signed, to the customer, the lawyer and operators only', async () => {
    const images = await world.uploads(world.customer, 2);
    const created = world.ok(await world.place(images));
    expect(created.images.map(uploadIdOf)).toEqual(images);

    for (const token of [world.customer, world.lawyer.token]) {
      const seen = world.ok(await world.detail(token, created.order_no));
      expect(seen.images).toHaveLength(2);
      seen.images.forEach((url, index) => expect(url).toMatch(signedImageUrl(images[index]!)));
      const picture = await getImage(t.app, seen.images[0]!);
      expect([picture.status, picture.contentType]).toEqual([200, 'image/jpeg']);
    }
    // Anyone else learns nothing about the order, and the plain address of a private image is not found.
    expect((await world.detail(world.stranger, created.order_no)).body).toEqual({
      code: 7,
      msg: '无权操作',
      data: null,
    });
    expect((await getImage(t.app, `/api/v1/upload/image/${images[0]}`)).status).toBe(404);

    const console = await world.operatorGet<AdminServiceOrderDetail>(
      `${API.admin.serviceOrders}/${created.order_no}`,
    );
    expect(console.data.images.map(uploadIdOf)).toEqual(images);
    expect(console.data.delivery_attachments).toEqual([]);
  });

  it('refuses 7 images, an image twice and someone else’s image with code 1, and keeps no order', async () => {
    const before = await t.app.db.selectFrom('service_orders').select('id').execute();
    const seven = await world.uploads(world.customer, 7);
    expect((await world.place(seven)).body).toMatchObject({ code: 1, msg: '图片最多上传6张' });
    expect((await world.place([seven[0]!, seven[0]!])).body).toMatchObject({ code: 1, msg: '图片不能重复' });
    const theirs = await world.upload(world.stranger);
    expect((await world.place([seven[1]!, theirs])).body).toMatchObject({ code: 1, msg: '图片不存在' });
    expect((await world.place(['not-an-upload-0000'])).body).toMatchObject({ code: 1, msg: '图片不存在' });
    expect(await t.app.db.selectFrom('service_orders').select('id').execute()).toHaveLength(before.length);
  });
});

describe('delivery attachments (标记交付)', () => {
  it('are stored with the delivery and shown to both parties and in the console', async () => {
    const orderNo = await world.serving();
    const attachments = await world.uploads(world.lawyer.token, 2);
    const delivered = world.ok(
      await world.act(world.lawyer.token, {
        order_no: orderNo,
        action: 'deliver',
        note: '已整理仲裁申请书，见附件。',
        attachments,
      }),
    );
    expect(delivered.delivery_attachments.map(uploadIdOf)).toEqual(attachments);

    const seen = world.ok(await world.detail(world.customer, orderNo));
    expect(seen).toMatchObject({
      delivery_note: '已整理仲裁申请书，见附件。',
      actions: ['confirm', 'request_refund'],
    });
    expect(seen.delivery_attachments.map(uploadIdOf)).toEqual(attachments);
    expect((await getImage(t.app, seen.delivery_attachments[1]!)).status).toBe(200);

    const console = await world.operatorGet<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${orderNo}`);
    expect(console.data.delivery_attachments.map(uploadIdOf)).toEqual(attachments);
  });

  it('may be none: a note alone delivers', async () => {
    const orderNo = await world.serving();
    const delivered = world.ok(
      await world.act(world.lawyer.token, { order_no: orderNo, action: 'deliver', note: '已电话沟通完毕。' }),
    );
    expect(delivered.delivery_attachments).toEqual([]);
    expect(delivered.delivered_at).not.toBeNull();
  });

  it('refuses the customer (无权操作), 7 attachments and the customer’s uploads (code 1), delivering nothing', async () => {
    const orderNo = await world.serving();
    const mine = await world.upload(world.customer);
    expect(
      (
        await world.act(world.customer, {
          order_no: orderNo,
          action: 'deliver',
          note: '交付说明',
          attachments: [mine],
        })
      ).body,
    ).toEqual({ code: 7, msg: '无权操作', data: null });
    expect(
      (await world.act(world.stranger, { order_no: orderNo, action: 'deliver', note: '交付说明' })).body,
    ).toEqual({ code: 7, msg: '无权操作', data: null });

    const seven = await world.uploads(world.lawyer.token, 7);
    expect(
      (
        await world.act(world.lawyer.token, {
          order_no: orderNo,
          action: 'deliver',
          note: '交付说明',
          attachments: seven,
        })
      ).body,
    ).toMatchObject({ code: 1, msg: '交付附件最多上传6张' });
    expect(
      (
        await world.act(world.lawyer.token, {
          order_no: orderNo,
          action: 'deliver',
          note: '交付说明',
          attachments: [seven[0]!, mine],
        })
      ).body,
    ).toMatchObject({ code: 1, msg: '图片不存在' });

    const after = world.ok(await world.detail(world.lawyer.token, orderNo));
    expect(after).toMatchObject({ delivered_at: null, delivery_note: null, actions: ['deliver'] });
    expect(after.delivery_attachments).toEqual([]);
    expect(after.events.map((event) => event.transition)).toEqual(['pay', 'accept']);
  });
});
