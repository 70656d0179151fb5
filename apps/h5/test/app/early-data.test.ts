import { API, TOKEN_HEADER } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_DATA, EARLY_GLOBAL, earlyDataScript } from '../../scripts/early-data';
import { SHELL_SESSION } from '../../scripts/app-shell';
import { PATHS } from '../../src/app/paths';
import { FIRST_SCREEN_CARDS } from '../../src/features/documents/components/document-results';
import { DOCUMENT_PAGE_SIZE, filtersFromQuery } from '../../src/features/documents/document-filters';
import { request } from '../../src/lib/request';
import { useSession } from '../../src/lib/session/session-store';
import { parseQuery, withQuery } from '../../src/lib/url';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
}

/** Runs index.html's early script at `hash`; returns the address and headers it fetched, if any. */
function runEarlyScript(hash: string, token?: string, data: unknown = { list: [], total: 0 }) {
  if (token) localStorage.setItem(SHELL_SESSION.key, JSON.stringify({ state: { token }, version: 0 }));
  window.history.replaceState(null, '', `/${hash}`);
  fetchMock.mockResolvedValueOnce(envelope(data));
  new Function(earlyDataScript(SHELL_SESSION.key))();
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return url === undefined ? null : { url, token: new Headers(init?.headers).get(TOKEN_HEADER) };
}

/** The centre's first list request as the app builds it (get-documents.ts). */
function appListAddress(hash: string): string {
  const filters = filtersFromQuery(parseQuery(hash.split('?')[1] ?? ''));
  return withQuery(API.documents, { ...filters, page: 1, page_size: DOCUMENT_PAGE_SIZE });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  useSession.setState({ token: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  delete window[EARLY_GLOBAL];
  document.head.innerHTML = '';
});

/** The images index.html preloads, once the early answer has been read. */
async function preloadedImages(): Promise<string[]> {
  await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

describe('the early request of index.html', () => {
  it("uses the app's route, API paths, page size and token header", () => {
    expect(EARLY_DATA).toEqual({
      route: PATHS.documentDownload,
      list: API.documents,
      detail: API.documentDetail,
      pageSize: DOCUMENT_PAGE_SIZE,
      tokenHeader: TOKEN_HEADER,
      firstScreenCards: FIRST_SCREEN_CARDS,
    });
  });

  it('asks for the document list exactly as the centre will', () => {
    for (const hash of [
      '#/pages/common/document/download',
      '#/pages/common/document/download?sort=price',
      '#/pages/common/document/download?keyword=ht&legal_type_id=3&sort=sales',
    ]) {
      expect(runEarlyScript(hash)?.url, hash).toBe(appListAddress(hash));
      fetchMock.mockClear();
    }
  });

  it("asks for a document's detail with the signed-in user's token, and nothing on other pages", () => {
    expect(runEarlyScript('#/pages/common/document/download?id=19', 'token-a')).toEqual({
      url: `${API.documentDetail}?id=19`,
      token: 'token-a',
    });
    fetchMock.mockClear();
    expect(runEarlyScript('#/pages/customer/lawyer/list')).toBeNull();
  });

  it("preloads the first screen's covers, or the detail's first preview page and its cover", async () => {
    const list = Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      cover_url: index === 1 ? null : `/cover-${index + 1}.webp`,
    }));
    runEarlyScript('#/pages/common/document/download', undefined, { list, total: 8 });
    expect(await preloadedImages()).toEqual([
      '/cover-1.webp',
      '/cover-3.webp',
      '/cover-4.webp',
      '/cover-5.webp',
    ]);
    document.head.innerHTML = '';
    fetchMock.mockClear();
    runEarlyScript('#/pages/common/document/download?id=3', undefined, {
      id: 3,
      cover_url: '/cover-3.webp',
      previews: [
        { page: 1, url: '/page-1.webp' },
        { page: 2, url: '/page-2.webp' },
      ],
    });
    expect(await preloadedImages()).toEqual(['/page-1.webp', '/cover-3.webp']);
  });

  it('hands its response to the first request for the same address and token, once', async () => {
    runEarlyScript('#/pages/common/document/download?id=19');
    await expect(request(API.documentDetail, { query: { id: 19 } })).resolves.toEqual({ list: [], total: 0 });
    fetchMock.mockResolvedValueOnce(envelope({ again: true }));
    await expect(request(API.documentDetail, { query: { id: 19 } })).resolves.toEqual({ again: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another address, another token or once the page has changed', async () => {
    runEarlyScript('#/pages/common/document/download?id=19');
    fetchMock.mockImplementation(() => Promise.resolve(envelope('network')));
    await expect(request(API.documentDetail, { query: { id: 20 } })).resolves.toBe('network');
    useSession.setState({ token: 'token-b' });
    await expect(request(API.documentDetail, { query: { id: 19 } })).resolves.toBe('network');
    useSession.setState({ token: null });
    window.history.replaceState(null, '', '/#/pages/common/document/download?id=20');
    await expect(request(API.documentDetail, { query: { id: 19 } })).resolves.toBe('network');
    expect(window[EARLY_GLOBAL]).toBeUndefined();
  });
});
