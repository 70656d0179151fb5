import { vi } from 'vitest';

/** A fetch stub answering every call with the given envelope (HTTP 200) or HTTP status. */
export function stubFetchWith(answer: { code: number; msg: string; data: unknown } | { status: number }) {
  const fetchMock = vi.fn(async () =>
    'status' in answer
      ? new Response('failure', { status: answer.status })
      : new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
