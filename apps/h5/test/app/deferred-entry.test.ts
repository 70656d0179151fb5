import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SHELL_ID as SCRIPT_SHELL_ID } from '../../scripts/app-shell';
import { deferredEntry, routeModules } from '../../scripts/build-plugins';
import { APP_SHELL_ID } from '../../src/app/app-shell';

const HTML =
  '<head>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/h5-abc.js">\n</head>';

function transform() {
  const hook = deferredEntry().transformIndexHtml as unknown as {
    handler(html: string): { html: string; tags: Array<{ children: string; injectTo: string }> };
  };
  return hook.handler(HTML);
}

const entryScripts = () =>
  document.head.querySelectorAll('script[type="module"][src="/assets/index-abc.js"]');

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the entry started after the first paint (scripts/build-plugins.ts deferredEntry)', () => {
  it('preloads the entry (low priority) instead of running it from the head, and adds a starter script to the body', () => {
    const { html, tags } = transform();
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/h5-abc.js">',
    );
    expect(tags).toHaveLength(1);
    expect(tags[0]?.injectTo).toBe('body');
    expect(SCRIPT_SHELL_ID).toBe(APP_SHELL_ID);
  });

  it('with the app shell drawn, adds the entry once the first contentful paint is reported', () => {
    vi.useFakeTimers();
    let report:
      | ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)
      | null = null;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    document.body.innerHTML = `<div id="${APP_SHELL_ID}"></div><div id="root"></div>`;
    new Function(transform().tags[0]!.children)();
    vi.advanceTimersByTime(100);
    expect(entryScripts()).toHaveLength(0);
    report!({ getEntriesByName: () => [{}] }, { disconnect() {} });
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(entryScripts()).toHaveLength(1);
    vi.useRealTimers();
  });

  it('without a shell, adds the entry in the frame after the first', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    new Function(transform().tags[0]!.children)();
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(entryScripts()).toHaveLength(1);
    vi.useRealTimers();
  });
});

describe('the route table of index.html (scripts/build-plugins.ts routeModules)', () => {
  it('gives the document route one page without id and another with it, and the tab bar to tab pages only', () => {
    const modules = routeModules();
    const short = (files: string[] | undefined) => files?.map((file) => file.replace(/.*\/src\//, ''));
    expect(short(modules.get('/pages/common/document/download'))).toEqual([
      'features/documents/pages/document-centre-page',
    ]);
    expect(short(modules.get('/pages/common/document/download?id'))).toEqual([
      'features/documents/pages/document-detail-page',
    ]);
    expect(short(modules.get('/'))).toEqual(['features/home/pages/home-page', 'app/shell/tab-bar']);
    expect(short(modules.get('/pages/customer/order/service/list'))).toContain('app/shell/tab-bar');
    expect(short(modules.get('/pages/customer/lawyer/list'))).toEqual([
      'features/lawyer-directory/pages/lawyer-list-page',
    ]);
  });
});
