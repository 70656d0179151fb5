import { vi } from 'vitest';

/** What an endpoint answers: `data` of a code-0 envelope, or a refusal with its code and message. */
export type Answer = { data: unknown } | { code: number; msg: string };
export type Responder = (url: URL, init: RequestInit | undefined) => Answer;

/**
 * A fetch stand-in at the network boundary: each call is answered by the responder registered for
 * its path (an unregistered path fails the test loudly). `calls(path)` lists the URLs asked for.
 */
export function mockApi(responders: Record<string, Responder>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const respond = responders[url.pathname];
    if (!respond) throw new Error(`unexpected request ${url.pathname}`);
    const answer = respond(url, init);
    const envelope = 'data' in answer ? { code: 0, msg: 'ok', data: answer.data } : { ...answer, data: null };
    return new Response(JSON.stringify(envelope), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (path: string) =>
      fetchMock.mock.calls
        .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
        .filter((call) => call.url.pathname === path),
  };
}

/** One page of a paged list, the way the server answers it. */
export const pageOf = <T>(list: T[], page = 1, pageSize = 20, total = list.length) => ({
  list,
  total,
  page,
  page_size: pageSize,
});
