import { imageUrl } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { getImage } from '../helpers/served-image';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInOperator } from '../operator/operator-api';
import { applicationDetail, applyValid, approve, isApply } from './application-api';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterAll(async () => t.close());

const PRIVATE = 'private, no-store';

describe('身份证人像面 in the application (issue 18)', () => {
  it('the applicant and the reviewing operator read it at signed addresses; it stays private after approval', async () => {
    const applicant = await loginAs(t.app, '13700000011');
    const id = await applyValid(t.app, applicant);
    const own = (await isApply(t.app, applicant)).data.application!;
    expect(own.id_card_photo).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
    expect(own.id_card_photo_url).toMatch(new RegExp(`^${imageUrl(own.id_card_photo!)}\\?e=`));
    expect((await getImage(t.app, own.id_card_photo_url!)).status).toBe(200);

    const reviewed = (await applicationDetail(t.app, operator, id)).data;
    expect(reviewed.id_card_photo).toBe(own.id_card_photo);
    const served = await getImage(t.app, reviewed.id_card_photo_url!);
    expect(served).toMatchObject({ status: 200, cacheControl: PRIVATE });

    expect((await approve(t.app, operator, id)).code).toBe(0);
    const bare = await t.app.inject({ method: 'GET', url: imageUrl(own.id_card_photo!) });
    expect(bare.statusCode).toBe(404);
  });

  it('an application made before the photo was asked for is shown without it and can be approved', async () => {
    const applicant = await loginAs(t.app, '13700000012');
    const id = await applyValid(t.app, applicant, { licence_no: '13301201510120012' });
    await t.app.db
      .updateTable('lawyer_applications')
      .set({ id_card_photo_upload_id: null })
      .where('id', '=', id)
      .execute();

    const reviewed = await applicationDetail(t.app, operator, id);
    expect(reviewed).toMatchObject({ code: 0, data: { id_card_photo: null, id_card_photo_url: null } });
    expect(await approve(t.app, operator, id)).toMatchObject({ code: 0 });
  });
});
