import { API, type AppointmentDetail } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uploadImage } from '../helpers/api';
import { downloadBytes, downloadedFiles } from '../helpers/download';
import { makePng, signedImageUrl } from '../helpers/images';
import { makePdf } from '../helpers/office-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fileIdOf } from '../service-order/order-api-fixtures';
import { act, appointmentWorld, book, pay, received, type AppointmentWorld } from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterAll(async () => t.close());

let colour = 0;
/** An image of `token`'s (refused uploads fail the test). */
async function imageOf(token: string): Promise<string> {
  colour += 1;
  const reply = await uploadImage(t.app, token, {
    name: 'photo.png',
    type: 'image/png',
    bytes: makePng(4, [colour % 256, 40, 90]),
  });
  if (reply.code !== 0) throw new Error(`image refused: ${reply.msg}`);
  return reply.data.id;
}

const fileOf = (token: string, name: string, bytes: Buffer) => fileIdOf(t, token, name, bytes);

async function detailOf(token: string, orderNo: string): Promise<AppointmentDetail> {
  const reply = await call<AppointmentDetail>(t.app, {
    method: 'GET',
    url: `${API.appointmentDetail}?order_no=${orderNo}`,
    token,
  });
  if (reply.body.code !== 0) throw new Error(`detail refused: ${reply.body.msg}`);
  return reply.body.data;
}

const refundRows = (orderNo: string) =>
  t.app.db
    .selectFrom('refund_requests')
    .innerJoin('appointments', 'appointments.id', 'refund_requests.order_id')
    .select('refund_requests.id')
    .where('refund_requests.order_kind', '=', 'appointment')
    .where('appointments.order_no', '=', orderNo)
    .execute();

describe("an appointment's refund request takes images and files as evidence (issue 15)", () => {
  it('stores them with the request and shows them to the customer and the lawyer at signed addresses', async () => {
    const held = await received(t, world);
    const photos = [await imageOf(world.customer), await imageOf(world.customer)];
    const letter = makePdf(900);
    const note = Buffer.from('律师未按约定时间联系我。\n');
    const files = [
      await fileOf(world.customer, '出差通知.pdf', letter),
      await fileOf(world.customer, '说明.txt', note),
    ];
    const asked = await act(t, world.customer, {
      order_no: held.order_no,
      action: 'request_refund',
      reason: '时间冲突',
      text: '临时出差无法赴约',
      images: photos,
      files,
    });
    expect(asked.body).toMatchObject({ code: 0 });

    for (const token of [world.customer, world.lawyerA.token]) {
      const [request] = (await detailOf(token, held.order_no)).refund_requests;
      expect(request!.images).toHaveLength(2);
      request!.images.forEach((url, index) => expect(url).toMatch(signedImageUrl(photos[index]!)));
      expect((await downloadBytes(t.app, request!.images[0]!)).length).toBeGreaterThan(0);
      expect(await downloadedFiles(t.app, request!.files)).toEqual([
        { name: '出差通知.pdf', size: letter.length, bytes: letter },
        { name: '说明.txt', size: note.length, bytes: note },
      ]);
    }
    const other = await call(t.app, {
      method: 'GET',
      url: `${API.appointmentDetail}?order_no=${held.order_no}`,
      token: world.lawyerB.token,
    });
    expect(other.body).toMatchObject({ code: 7, data: null });
  });

  it('keeps the evidence of a cancellation before acceptance, granted at once', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    const file = await fileOf(world.customer, '行程单.pdf', makePdf(300));
    const cancelled = await act(t, world.customer, {
      order_no: booked.order_no,
      action: 'cancel',
      reason: '不需要了',
      files: [file],
    });
    expect(cancelled.body).toMatchObject({ code: 0, data: { state: 'cancelled' } });
    const [request] = (await detailOf(world.customer, booked.order_no)).refund_requests;
    expect(request).toMatchObject({ status: 1, images: [], files: [{ name: '行程单.pdf' }] });
  });

  it("refuses someone else's upload, an image as a file, a file as an image, too many, and the lawyer", async () => {
    const held = await received(t, world);
    const theirs = await fileOf(world.lawyerA.token, '律师的.pdf', makePdf());
    const mine = await fileOf(world.customer, '我的.pdf', makePdf());
    const photo = await imageOf(world.customer);
    const ask = (evidence: Record<string, unknown>, token = world.customer) =>
      act(t, token, { order_no: held.order_no, action: 'request_refund', reason: '时间冲突', ...evidence });

    expect((await ask({ files: [theirs] })).body).toMatchObject({ code: 1, msg: '附件不存在' });
    expect((await ask({ images: [await imageOf(world.lawyerA.token)] })).body).toMatchObject({
      code: 1,
      msg: '图片不存在',
    });
    expect((await ask({ files: [photo] })).body).toMatchObject({ code: 1, msg: '附件不存在' });
    expect((await ask({ images: [mine] })).body).toMatchObject({ code: 1, msg: '图片不存在' });
    const fourImages = [photo, ...(await Promise.all([1, 2, 3].map(() => imageOf(world.customer))))];
    expect((await ask({ images: fourImages })).body).toMatchObject({ code: 1, msg: '退款图片最多上传3张' });
    const sevenFiles = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((n) => fileOf(world.customer, `凭证${n}.pdf`, makePdf(100 + n))),
    );
    expect((await ask({ files: sevenFiles })).body).toMatchObject({
      code: 1,
      msg: '退款凭证文件最多上传6个',
    });
    expect((await ask({ files: [mine] }, world.lawyerA.token)).body.code).not.toBe(0);
    expect(await refundRows(held.order_no)).toEqual([]);
    const seen = await detailOf(world.customer, held.order_no);
    expect(seen).toMatchObject({ state: 'receive', refund_open: 0, refund_requests: [] });
  });
});
