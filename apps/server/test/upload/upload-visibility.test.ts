import {
  API,
  imageUrl,
  type AdminFeedbackItem,
  type AdminLawyerDetail,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_LINK_TTL_SECONDS } from '../../src/modules/upload/service';
import { call, loginAs, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { getImage } from '../helpers/served-image';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ownFeedback, sendFeedback } from '../feedback/feedback-api';
import { applicationDetail, applyValid, approve, isApply } from '../lawyer-application/application-api';
import { operatorCall, signedInOperator } from '../operator/operator-api';

let t: TestApp;
let alice: string;
let bob: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await loginAs(t.app, '13812345678');
  bob = await loginAs(t.app, '13987654321');
  operator = await signedInOperator(t.app, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

async function uploaded(token: string): Promise<{ id: string; url: string }> {
  const reply = await uploadImage(t.app, token, { name: 'a.png', type: 'image/png', bytes: makePng(3) });
  if (reply.code !== 0) throw new Error(reply.msg);
  return reply.data;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The status a browser ends with for a private image (behind the app's redirect on S3). */
const readStatus = async (url: string) => (await getImage(t.app, url)).status;

/** The same address with one query parameter replaced. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('private uploads (issue 7)', () => {
  it('the uploader reads a new upload at the signed address; at the bare address nobody does', async () => {
    const image = await uploaded(alice);
    const own = await getImage(t.app, image.url);
    expect(own.status).toBe(200);
    expect(own.cacheControl).toBe(PRIVATE);

    // The stable address answers like an unknown id, whoever asks (an <img> sends no token anyway).
    const bare = await get(imageUrl(image.id));
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual({ code: 7, msg: '图片不存在', data: null });
  });

  it('refuses an expired address, and a forged, altered or borrowed signature', async () => {
    const image = await uploaded(alice);
    const other = await uploaded(bob);
    const expiresAt = Number(new URL(image.url, 'http://x').searchParams.get('e'));
    const signature = new URL(image.url, 'http://x').searchParams.get('s') ?? '';
    const invalid = { code: 7, msg: '图片链接无效', data: null };

    const malformed = await get(withParam(image.url, 's', 'short'));
    expect(malformed.json()).toEqual({ code: 1, msg: '图片链接格式不正确', data: null });
    for (const url of [
      withParam(image.url, 's', 'A'.repeat(22)),
      withParam(image.url, 'e', String(expiresAt + 60 * 60 * 1000)),
      // Alice's signature on Bob's upload.
      `${imageUrl(other.id)}?e=${expiresAt}&s=${signature}`,
      `${imageUrl(image.id)}?e=${expiresAt}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(invalid);
    }

    // Valid for at least an hour, at most 70 minutes.
    expect(expiresAt - t.clock.now()).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(expiresAt - t.clock.now()).toBeLessThanOrEqual(70 * 60 * 1000);
    t.clock.set(expiresAt - 1);
    expect(await readStatus(image.url)).toBe(200);
    t.clock.set(expiresAt);
    const expired = await get(image.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 7, msg: '图片链接已过期，请刷新页面', data: null });
  });

  it('feedback images: the sender and operators get signed addresses; another user gets none', async () => {
    const image = await uploaded(alice);
    const sent = await sendFeedback(t.app, alice, { content: '截图里是报错页面', images: [image.id] });
    expect(sent.body.code).toBe(0);
    const [ownUrl] = (await ownFeedback(t.app, alice)).body.data.list[0]!.images;
    expect(await readStatus(ownUrl!)).toBe(200);

    // Bob cannot attach Alice's upload, so no answer ever hands him an address of it.
    expect((await sendFeedback(t.app, bob, { content: '借用别人的图片', images: [image.id] })).body).toEqual({
      code: 1,
      msg: '图片不存在',
      data: null,
    });
    expect(JSON.stringify((await ownFeedback(t.app, bob)).body.data)).not.toContain(image.id);

    const inbox = await operatorCall<Page<AdminFeedbackItem>>(t.app, {
      method: 'GET',
      url: API.admin.feedback,
      operatorToken: operator,
    });
    const item = inbox.data.list.find((entry) => entry.id === sent.body.data.id);
    const consoleUrl = item?.images[0];
    expect(consoleUrl).toMatch(new RegExp(`^${imageUrl(image.id)}\\?e=`));
    const served = await getImage(t.app, consoleUrl!);
    expect(served.status).toBe(200);
    expect(served.cacheControl).toBe(PRIVATE);
  });

  it('application photos: the applicant and the reviewing operator read them; after approval the avatar is public, the licence photo stays private', async () => {
    const applicant = await loginAs(t.app, '13700000001');
    const id = await applyValid(t.app, applicant);
    const own = (await isApply(t.app, applicant)).data.application!;
    for (const url of [own.avatar_url, own.licence_photo_url]) {
      expect(await readStatus(url)).toBe(200);
    }
    expect((await get(imageUrl(own.licence_photo))).statusCode).toBe(404);
    expect((await get(imageUrl(own.avatar))).statusCode).toBe(404);

    const reviewed = (await applicationDetail(t.app, operator, id)).data;
    for (const url of [reviewed.avatar_url, reviewed.licence_photo_url]) {
      const served = await getImage(t.app, url);
      expect(served.status).toBe(200);
      expect(served.cacheControl).toBe(PRIVATE);
    }

    expect((await approve(t.app, operator, id)).code).toBe(0);
    const { uuid } = (
      await call<{ uuid: string }>(t.app, { method: 'GET', url: API.userInfo, token: applicant })
    ).body.data;
    const page = await call<{ avatar: string }>(t.app, {
      method: 'GET',
      url: `${API.lawyerDetail}?uuid=${uuid}`,
    });
    expect(page.body.data.avatar).toBe(imageUrl(own.avatar));
    const avatar = await get(page.body.data.avatar);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['cache-control']).toBe(IMMUTABLE);

    const drawer = await operatorCall<AdminLawyerDetail>(t.app, {
      method: 'GET',
      url: `${API.admin.lawyers}/${uuid}`,
      operatorToken: operator,
    });
    expect(drawer.data.avatar).toBe(imageUrl(own.avatar));
    expect(drawer.data.licence_photo).toMatch(new RegExp(`^${imageUrl(own.licence_photo)}\\?e=`));
    expect(await readStatus(drawer.data.licence_photo!)).toBe(200);
    expect((await get(imageUrl(own.licence_photo))).statusCode).toBe(404);
  });
});

describe('where the bytes come from', () => {
  it('a private image: from the app on local disk; on S3 through a 302 to a 5-minute presigned address the CSP allows', async () => {
    const image = await uploaded(alice);
    const answer = await get(image.url);
    expect(answer.headers['cache-control']).toBe(PRIVATE);
    if (t.app.storage.kind === 'local') {
      expect(answer.statusCode).toBe(200);
      return;
    }
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location));
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(STORAGE_LINK_TTL_SECONDS));
    expect(location.searchParams.get('response-content-type')).toBe('image/jpeg');
    const page = await get(API.areaTree);
    expect(String(page.headers['content-security-policy'])).toContain(
      `img-src 'self' data: blob: ${location.origin};`,
    );
    const stored = await fetch(location);
    expect([stored.status, stored.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('a public image is streamed by the app from either storage, never redirected', async () => {
    const image = await uploaded(bob);
    await t.app.db.updateTable('uploads').set({ visibility: 'public' }).where('id', '=', image.id).execute();
    const served = await getImage(t.app, imageUrl(image.id));
    expect([served.status, served.redirected, served.contentType]).toEqual([200, false, 'image/jpeg']);
    expect(served.body.length).toBe(Number(served.contentLength));
  });
});

describe('public uploads', () => {
  it("a user's own avatar is public at its stable address, cached for a year with an ETag", async () => {
    const image = await uploaded(bob);
    const set = await call(t.app, {
      method: 'POST',
      url: API.userInfoField,
      token: bob,
      payload: { field: 'avatar', value: image.id },
    });
    expect(set.body.code).toBe(0);
    const info = await call<{ avatar: string }>(t.app, { method: 'GET', url: API.userInfo, token: bob });
    expect(info.body.data.avatar).toBe(imageUrl(image.id));

    const served = await get(info.body.data.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await get(info.body.data.avatar, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});
