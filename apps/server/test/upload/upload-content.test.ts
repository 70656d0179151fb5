import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { readAll } from '../storage/storage-streams';
import {
  GPS_MARKER,
  jpegHeaderThenHtml,
  jpegWithGpsExif,
  pngDeclaring30000Squared,
  pngHeaderThenHtml,
  pngThenHtml,
  riffWebpHoldingZip,
} from './crafted-images';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, '13812345678');
});
afterAll(async () => {
  await t.close();
});

const upload = (bytes: Buffer, name = 'photo.png') =>
  uploadImage(t.app, token, { name, type: 'image/png', bytes });

/** The bytes kept in the storage for an upload. */
async function storedBytes(id: string): Promise<Buffer> {
  const row = await t.app.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return readAll(await t.app.storage.read(row.path));
}

const uploadCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('uploads are decoded, not trusted by their first bytes (issue 7)', () => {
  it.each([
    ['a PNG header followed by HTML', pngHeaderThenHtml()],
    ['a JPEG header followed by HTML', jpegHeaderThenHtml()],
    ['a RIFF WEBP container holding a ZIP', riffWebpHoldingZip()],
  ])('refuses %s with code 1 and stores nothing', async (_name, bytes) => {
    const before = await uploadCount();
    expect(await upload(bytes)).toEqual({ code: 1, msg: '图片无法识别，请换一张', data: null });
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a PNG declaring 30000×30000 pixels before decoding it', async () => {
    const bomb = pngDeclaring30000Squared();
    expect(bomb.length).toBeLessThan(2000);
    const started = Date.now();
    expect(await upload(bomb)).toEqual({ code: 1, msg: '图片尺寸过大，请换一张', data: null });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stores a fresh JPEG of a real picture that had HTML after its end: the HTML is gone', async () => {
    const reply = await upload(pngThenHtml());
    expect(reply).toMatchObject({ code: 0, data: { mime: 'image/jpeg' } });
    const stored = await storedBytes(reply.data.id);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 4 });
  });

  it('strips EXIF (the GPS location) from a photo', async () => {
    const photo = jpegWithGpsExif();
    // The crafted photo really carries the location…
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(GPS_MARKER)).toBe(true);
    expect(photo.includes(GPS_MARKER)).toBe(true);

    const reply = await upload(photo, 'photo.jpg');
    expect(reply.code).toBe(0);
    // …and the stored copy carries no metadata at all.
    const stored = await storedBytes(reply.data.id);
    const kept = await sharp(stored).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(stored.includes(GPS_MARKER)).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
  });

  it('scales a large picture down to 2048 px on its longer edge', async () => {
    const reply = await upload(makePng(2500));
    expect(reply.code).toBe(0);
    expect(await sharp(await storedBytes(reply.data.id)).metadata()).toMatchObject({
      width: 2048,
      height: 2048,
    });
  });
});
