import { API, IMAGE_MAX_BYTES, TOKEN_HEADER } from '@lawbridge/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, multipartFile, uploadImage } from '../helpers/api';
import { makeJpeg, makePng, makeWebp, signedImageUrl } from '../helpers/images';
import { getImage } from '../helpers/served-image';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { readAll } from '../storage/storage-streams';
import { pngOfExactly } from './crafted-images';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, '13812345678');
});
afterAll(async () => {
  await t.close();
});

describe('image upload', () => {
  it.each([
    ['photo.png', makePng()],
    ['photo.jpg', makeJpeg()],
    ['photo.webp', makeWebp()],
  ])('stores %s re-encoded as JPEG and serves it back to the uploader, privately', async (name, bytes) => {
    const uploaded = await uploadImage(t.app, token, { name, type: 'application/octet-stream', bytes });
    expect(uploaded).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        url: expect.stringMatching(signedImageUrl(uploaded.data.id)),
        mime: 'image/jpeg',
        size: expect.any(Number),
      },
    });

    const answer = await t.app.inject({ method: 'GET', url: uploaded.data.url });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.etag).toBeUndefined();
    const served = await getImage(t.app, uploaded.data.url);
    expect(served.status).toBe(200);
    expect(served.contentType).toBe('image/jpeg');
    expect(served.contentLength).toBe(String(uploaded.data.size));
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'jpeg' });
  });

  it('keeps the re-encoded file in the storage (DATA_DIR/uploads or the bucket)', async () => {
    const uploaded = await uploadImage(t.app, token, { name: 'a.png', type: 'image/png', bytes: makePng(3) });
    const row = await t.app.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', uploaded.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/jpeg', visibility: 'private', size: uploaded.data.size });
    expect(row.path).toBe(`${row.id.slice(0, 2)}/${row.id}.jpg`);
    const stored = await readAll(await t.app.storage.read(row.path));
    expect(stored.length).toBe(row.size);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 3, height: 3 });
  });

  it('judges the type by content, not by name or declared type', async () => {
    const renamed = await uploadImage(t.app, token, {
      name: 'notes.png',
      type: 'image/png',
      bytes: Buffer.from('just some text, not an image'),
    });
    expect(renamed).toEqual({ code: 1, msg: '仅支持 JPG、PNG、WEBP 图片', data: null });
  });

  it('accepts exactly 5 MB and refuses one byte more', async () => {
    const atLimit = await uploadImage(t.app, token, {
      name: 'big.png',
      type: 'image/png',
      bytes: pngOfExactly(IMAGE_MAX_BYTES),
    });
    expect(atLimit.code).toBe(0);
    const over = await uploadImage(t.app, token, {
      name: 'big.png',
      type: 'image/png',
      bytes: pngOfExactly(IMAGE_MAX_BYTES + 1),
    });
    expect(over).toEqual({ code: 1, msg: '图片不能超过5MB', data: null });
  });

  it('asks for a file when the request carries none', async () => {
    const wrongField = await uploadImage(
      t.app,
      token,
      { name: 'a.png', type: 'image/png', bytes: makePng() },
      'image',
    );
    expect(wrongField).toEqual({ code: 1, msg: '请选择图片', data: null });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: API.uploadImage,
      headers: { [TOKEN_HEADER]: token },
      payload: { file: 'x' },
    });
    expect(notMultipart.json()).toEqual({ code: 1, msg: '请选择图片', data: null });
  });

  it('needs a logged-in user', async () => {
    const body = multipartFile('file', { name: 'a.png', type: 'image/png', bytes: makePng() });
    const response = await t.app.inject({ method: 'POST', url: API.uploadImage, ...body });
    expect(response.json()).toEqual({ code: 2, msg: '登录过期，请重新登录', data: null });
  });

  it('answers 404 for an unknown image id', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API.uploadImage}/AAAAAAAAAAAAAAAAAAAAAA` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 7, msg: '图片不存在', data: null });
  });
});
