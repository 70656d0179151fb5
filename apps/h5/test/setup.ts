import { clearTimeout as realClearTimeout, setTimeout as realSetTimeout } from 'node:timers';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The test files share one worker, its jsdom and the libraries it has loaded (vite.config.ts, isolate:
// false), but each file loads the app's own modules afresh: a file's vi.mock (a toast, an upload) then
// reaches every module of the app that file imports, and no module-level state (stores, caches, the query
// client) carries over from the file before.
vi.resetModules();
// An import a file's pages started (a lazy page, the toast) and that is still loading when its last test ends
// would finish into the next file's fresh modules before that file's vi.mock is declared, leaving them loaded
// with the real module instead of the mock (seen: lib/request with the real toast). Each file waits for its
// own imports (at the top of this file instead, the wait would wait for this file's own import: a deadlock).
afterAll(() => vi.dynamicImportSettled());

// antd-mobile's Toast and Dialog render through React 19 roots, as in the app (main.tsx), on this file's
// own copy of antd-mobile: a toast a file leaves open then closes the same way when its timer fires during
// the next file.
const { renderAntdPortalsWithReact19 } = await import('../src/app/antd-render');
renderAntdPortalsWithReact19();

// Animation frames run on the real clock, as in a browser, whatever clock a test fakes. jsdom runs them from
// one interval started with the setInterval of the moment: one started under a test's fake timers is dropped
// with them, and react-spring's frame loop (antd-mobile's masks, popups and image viewer; loaded once for
// the worker, as Node's require loads it) then waits for that frame forever, in every later test and file.
window.requestAnimationFrame = (callback) => Number(realSetTimeout(() => callback(performance.now()), 16));
window.cancelAnimationFrame = (frame) => realClearTimeout(frame);

// jsdom lays nothing out and has no scrollIntoView, which every browser has: a refused form brings its first
// field into view a few frames later (lawyer-profile/field-rules.ts), and such a frame can come after its
// test ended. Tests that check the scrolling spy on this one.
Element.prototype.scrollIntoView = function scrollIntoView() {};

// A page's first render transforms its modules on the fly, and the unit tests share two cores with the API
// suites: a findBy or waitFor can need seconds where testing-library's default gives one.
configure({ asyncUtilTimeout: 10_000 });

// Browsers do nothing for a click on an <a> without href (antd-mobile's clickable List.Item is one);
// jsdom follows it to the document's address without its hash, which would reset the hash route. Once for
// the worker's document, which every test file shares.
const HREFLESS_CLICKS_DONE = Symbol.for('lawbridge.test.hrefless-clicks');
if (!Reflect.has(document, HREFLESS_CLICKS_DONE)) {
  Reflect.set(document, HREFLESS_CLICKS_DONE, true);
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor && !anchor.hasAttribute('href')) event.preventDefault();
    },
    true,
  );
}

// jsdom's WebSocket would try to reach a server; a socket that never opens stands in for tests that do not
// drive one (the chat tests stub their own).
class InertWebSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send(): void {}
  close(): void {}
}
globalThis.WebSocket = InertWebSocket as unknown as typeof WebSocket;

afterEach(() => {
  cleanup();
  // A test that faked the clock and failed before restoring it must not leave the next one on a stopped
  // clock (the next file's included: they share the worker).
  vi.useRealTimers();
  // Sheets and dialogs opened with antd-mobile's imperative API live outside the rendered tree, and one still
  // fading out when its test ends would be found (and clicked) by the next test: nothing outlives its test.
  document.body.replaceChildren();
  localStorage.clear();
});
