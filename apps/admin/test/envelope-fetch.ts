import { vi } from 'vitest';

export type FetchAnswer = { code: number; msg: string; data: unknown } | { status: number };

function toResponse(answer: FetchAnswer): Response {
  return 'status' in answer
    ? new Response('failure', { status: answer.status })
    : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fetch stub answering each call by its path (without the query string) and parsed query. */
export function stubApi(answerFor: (path: string, query: URLSearchParams) => FetchAnswer) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    return toResponse(answerFor(url.pathname, url.searchParams));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch stub answering every call with the given envelope (HTTP 200) or HTTP status. */
export function stubFetchWith(answer: FetchAnswer) {
  return stubApi(() => answer);
}

export const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });
