import { OPERATOR_TOKEN_HEADER } from '@lawbridge/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { notify } from '../../src/lib/notify';
import { operatorToken } from '../../src/lib/operator-token';
import { requestFile } from '../../src/lib/request';
import { stubFetchWith } from '../envelope-fetch';

function stubFileAnswer(body: string, headers: Record<string, string>) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(body, { headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('requestFile', () => {
  let toast: MockInstance<typeof notify.error>;
  beforeEach(() => {
    toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });

  it('fetches with the operator token and the query, returning the bytes and the server’s UTF-8 file name', async () => {
    operatorToken.set('tok-1');
    const fetchMock = stubFileAnswer('a,b\n', {
      'content-type': 'text/csv',
      'content-disposition': `attachment; filename="withdrawals.csv"; filename*=UTF-8''${encodeURIComponent('提现记录.csv')}`,
    });

    const file = await requestFile('/api/v1/admin/withdrawals-export', { query: { state: 'paid' } });

    expect(await file.blob.text()).toBe('a,b\n');
    expect(file.filename).toBe('提现记录.csv');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/withdrawals-export?state=paid');
    expect(new Headers(init?.headers).get(OPERATOR_TOKEN_HEADER)).toBe('tok-1');
  });

  it('takes a plain file name, and none when the server gives none', async () => {
    stubFileAnswer('x', { 'content-disposition': 'attachment; filename="export.csv"' });
    expect((await requestFile('/f')).filename).toBe('export.csv');
    stubFileAnswer('x', {});
    expect((await requestFile('/f')).filename).toBeNull();
  });

  it('throws and toasts a refusal that came as an envelope instead of the file', async () => {
    stubFetchWith({ code: 3, msg: '没有权限', data: null });
    await expect(requestFile('/f')).rejects.toMatchObject({ message: '没有权限', code: 3 });
    expect(toast).toHaveBeenCalledWith('没有权限');
  });

  it('turns an HTTP error into the timeout message', async () => {
    stubFetchWith({ status: 502 });
    await expect(requestFile('/f')).rejects.toMatchObject({ message: '访问超时，请稍后再试！', code: null });
    expect(toast).toHaveBeenCalledWith('访问超时，请稍后再试！');
  });
});
