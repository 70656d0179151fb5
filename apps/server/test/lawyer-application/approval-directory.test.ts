import { API, type LawyerListItem, type Page } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInOperator } from '../operator/operator-api';
import { applyValid, approve } from './application-api';

async function directoryNames(t: TestApp, keyword: string): Promise<string[]> {
  const reply = await call<Page<LawyerListItem>>(t.app, {
    method: 'GET',
    url: `${API.lawyer}?keyword=${encodeURIComponent(keyword)}`,
  });
  return reply.body.data?.list.map((lawyer) => lawyer.name) ?? [];
}

describe('approval and the directory', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('lists the new lawyer at once, even when the same search was answered from the cache before', async () => {
    const token = await loginAs(t.app, '13812345678');
    const id = await applyValid(t.app, token, { real_name: '欧阳明远' });
    const operator = await signedInOperator(t.app, t.clock.now());

    expect(await directoryNames(t, 'oymy')).toEqual([]);
    expect(await approve(t.app, operator, id)).toMatchObject({ code: 0 });
    expect(await directoryNames(t, 'oymy')).toEqual(['欧阳明远']);
  });
});
