import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { listAll } from '../storage/storage-streams';
import { sendFeedback } from '../feedback/feedback-api';
import { applyValid } from '../lawyer-application/application-api';
import { UPLOAD_REFERENCES } from '../../src/modules/upload/references';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;

async function uploaded(token: string): Promise<string> {
  const reply = await uploadImage(t.app, token, { name: 'a.png', type: 'image/png', bytes: makePng(2) });
  if (reply.code !== 0) throw new Error(reply.msg);
  return reply.data.id;
}

/** The key of an upload's file in the storage. */
async function keyOf(id: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('uploads')
    .select('path')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.path;
}

const remaining = async () =>
  new Set((await t.app.db.selectFrom('uploads').select('id').execute()).map((row) => row.id));

describe('cleanup of unreferenced uploads (issue 7)', () => {
  it('the scheduler deletes rows and files of uploads nothing references once they are a day old', async () => {
    const user = await loginAs(t.app, '13812345678');
    const avatar = await uploaded(user);
    await call(t.app, {
      method: 'POST',
      url: API.userInfoField,
      token: user,
      payload: { field: 'avatar', value: avatar },
    });
    const feedbackImage = await uploaded(user);
    await sendFeedback(t.app, user, { content: '反馈里带一张截图', images: [feedbackImage] });
    const applicant = await loginAs(t.app, '13987654321');
    const applicationId = await applyValid(t.app, applicant);
    const applicationImages = await t.app.db
      .selectFrom('lawyer_applications')
      .select(['avatar_upload_id', 'licence_photo_upload_id', 'id_card_photo_upload_id'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const abandoned = await uploaded(user);
    const abandonedKey = await keyOf(abandoned);
    expect(await listAll(t.app.storage)).toContain(abandonedKey);

    t.clock.advance(23 * HOUR_MS);
    const recent = await uploaded(user);
    const kept = [
      avatar,
      feedbackImage,
      applicationImages.avatar_upload_id,
      applicationImages.licence_photo_upload_id,
      applicationImages.id_card_photo_upload_id!,
    ];

    // Not yet a day old: a run keeps everything.
    await t.app.scheduler.tick();
    expect(await remaining()).toEqual(new Set([...kept, abandoned, recent]));

    t.clock.advance(2 * HOUR_MS);
    await t.app.scheduler.tick();
    expect(await remaining()).toEqual(new Set([...kept, recent]));
    // The files went with the rows, through the storage (disk or bucket): exactly the kept ones are left.
    const keptKeys = await Promise.all([...kept, recent].map(keyOf));
    expect(await listAll(t.app.storage)).toEqual(keptKeys.sort());
    expect(keptKeys).not.toContain(abandonedKey);

    // The recent one goes once it is a day old too.
    t.clock.advance(23 * HOUR_MS);
    await t.app.scheduler.tick();
    expect(await remaining()).toEqual(new Set(kept));
  });

  it('knows every column that holds upload ids', async () => {
    const tables = await t.app.db.introspection.getTables();
    const columns = tables.flatMap((table) =>
      table.columns
        .filter((column) => column.name.endsWith('upload_id'))
        .map((column) => `${table.name}.${column.name}`),
    );
    expect(columns.sort()).toEqual(UPLOAD_REFERENCES.map(({ table, column }) => `${table}.${column}`).sort());
  });
});
