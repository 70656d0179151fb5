import { vi } from 'vitest';

export type FetchAnswer = { code: number; msg: string; data: unknown } | { status: number };

/** What the page sent besides the address: the method and the parsed JSON body (undefined for GET). */
export interface SentRequest {
  method: string;
  body: unknown;
}

function toResponse(answer: FetchAnswer): Response {
  return 'status' in answer
    ? new Response('failure', { status: answer.status })
    : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fetch stub answering each call by its path (without the query string), parsed query, method and body. */
export function stubApi(answerFor: (path: string, query: URLSearchParams, sent: SentRequest) => FetchAnswer) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const sent = {
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    return toResponse(answerFor(url.pathname, url.searchParams, sent));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch stub answering every call with the given envelope (HTTP 200) or HTTP status. */
export function stubFetchWith(answer: FetchAnswer) {
  return stubApi(() => answer);
}

export const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

/** The POSTs a stub received, as `{ path, body }`, in order. */
export function postsOf(fetchMock: ReturnType<typeof stubApi>): Array<{ path: string; body: unknown }> {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      body: JSON.parse(String(init?.body)) as unknown,
    }));
}
