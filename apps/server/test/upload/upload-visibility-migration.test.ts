import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as uploadVisibility from '../../src/core/db/migrations/008-upload-visibility';
import { migrateToLatest } from '../../src/core/db/migrator';
import { call, loginAs, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { applyValid, approve } from '../lawyer-application/application-api';
import { signedInOperator } from '../operator/operator-api';
import { API } from '@lawbridge/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const visibilities = async () =>
  Object.fromEntries(
    (await t.app.db.selectFrom('uploads').select(['id', 'visibility']).execute()).map((row) => [
      row.id,
      row.visibility,
    ]),
  );

describe('migration 008 (upload visibility)', () => {
  it('makes the avatars already set public, keeps every other upload private, and runs after 009', async () => {
    const user = await loginAs(t.app, '13812345678');
    const avatar = (await uploadImage(t.app, user, { name: 'a.png', type: 'image/png', bytes: makePng() }))
      .data.id;
    await call(t.app, {
      method: 'POST',
      url: API.userInfoField,
      token: user,
      payload: { field: 'avatar', value: avatar },
    });
    const lawyer = await loginAs(t.app, '13987654321');
    const applicationId = await applyValid(t.app, lawyer);
    await approve(t.app, await signedInOperator(t.app, t.clock.now()), applicationId);
    const application = await t.app.db
      .selectFrom('lawyer_applications')
      .select(['avatar_upload_id', 'licence_photo_upload_id', 'id_card_photo_upload_id'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const stray = (await uploadImage(t.app, user, { name: 'b.png', type: 'image/png', bytes: makePng() }))
      .data.id;

    // Back to the schema before 008 (as a database that already ran 009 has it), then migrate as at start.
    const db = t.app.db as unknown as Kysely<unknown>;
    await uploadVisibility.down(db);
    await sql`delete from kysely_migration where name = '008-upload-visibility'`.execute(db);
    expect(await migrateToLatest(t.app.db)).toEqual(['008-upload-visibility']);

    expect(await visibilities()).toEqual({
      [avatar]: 'public',
      [application.avatar_upload_id]: 'public',
      [application.licence_photo_upload_id]: 'private',
      [application.id_card_photo_upload_id!]: 'private',
      [stray]: 'private',
    });
  });
});
