// Vite plugins of the H5 build: the current route's chunks preloaded from index.html, and a map of
// which modules each chunk holds (read by scripts/check-budget.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { APP_SHELL_ID, routeBars, SHELL_CSS, SHELL_SESSION, shellScript } from './app-shell.js';
import { earlyDataScript } from './early-data.js';

const h5Dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(h5Dir, 'src', 'app');

/** The tab bar (shell/page-frame.tsx loads it lazily), preloaded on the tab pages of navigation/tab-bars.ts. */
const TAB_BAR = path.join(appDir, 'shell', 'tab-bar');

/**
 * The lazily loaded module of every route path, read from the route table (`route(PATHS.x, …,
 * () => import('…'))` in routes.ts, the customer home of home-route.tsx for '/'). A route drawn by two
 * pages, `byQuery('param', () => import(withParam), () => import(without))`, gives two keys: `path?param`
 * and `path`. Tab pages add the tab bar's chunk. A refreshable page's pull-to-refresh frame is not among them: it loads once the first screen
 * is complete (shell/with-pull-to-refresh.tsx).
 */
export function routeModules(): Map<string, string[]> {
  const paths = new Map<string, string>();
  for (const [, key, value] of readFileSync(path.join(appDir, 'paths.ts'), 'utf8').matchAll(
    /^\s*(\w+): '([^']+)',/gm,
  )) {
    if (key && value) paths.set(key, value);
  }
  const modules = new Map<string, string[]>();
  const table = readFileSync(path.join(appDir, 'routes.ts'), 'utf8');
  for (const call of table.split(/\broute\(/).slice(1)) {
    const key = call.match(/^\s*PATHS\.(\w+),/)?.[1];
    const routePath = key && paths.get(key);
    const specs = [...call.matchAll(/import\('([^']+)'\)/g)].map(([, spec]) => path.resolve(appDir, spec!));
    if (!routePath || !specs[0]) continue;
    const param = call.match(/byQuery\(\s*'(\w+)'/)?.[1];
    if (param && specs[1]) {
      modules.set(`${routePath}?${param}`, [specs[0]]);
      modules.set(routePath, [specs[1]]);
    } else {
      modules.set(routePath, [specs[0]]);
    }
  }
  const tabPaths = new Set(
    [...readFileSync(path.join(appDir, 'navigation', 'tab-bars.ts'), 'utf8').matchAll(/path: PATHS\.(\w+)/g)]
      .map(([, key]) => paths.get(key!))
      .filter((tabPath) => tabPath !== undefined),
  );
  const home = readFileSync(path.join(appDir, 'home-route.tsx'), 'utf8').match(
    /customerHome[^=]*= \(\) => import\('([^']+)'\)/,
  );
  const homeModule = home?.[1];
  if (homeModule) {
    for (const key of ['home', 'homeAlias']) {
      const routePath = paths.get(key);
      if (routePath) modules.set(routePath, [path.resolve(appDir, homeModule)]);
    }
  }
  const homeAlias = paths.get('homeAlias');
  if (homeAlias && tabPaths.has(paths.get('home') ?? '/')) tabPaths.add(homeAlias);
  for (const [routePath, files] of modules) {
    if (tabPaths.has(routePath.split('?')[0]!)) files.push(TAB_BAR);
  }
  return modules;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
}

function chunksOf(bundle: Record<string, { type: string }>): BundleChunk[] {
  return Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
}

function staticClosure(
  byFile: Map<string, BundleChunk>,
  start: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imported of byFile.get(start)?.imports ?? []) staticClosure(byFile, imported, seen);
  return seen;
}

/**
 * Hash routes are invisible to the server, so index.html carries a small table route → chunks (beyond
 * the entry's) and a script that adds `<link rel="modulepreload">` for the current route: the page's
 * code downloads alongside the entry instead of after it has run. The script stands before the stylesheet so it runs as soon as it is parsed; the preloads ask
 * for low priority, so the entry (which runs first and draws the page's frame) is not slowed by them.
 */
export function routePreload(): Plugin {
  return {
    name: 'lawbridge-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = chunksOf(context.bundle);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const initial = staticClosure(byFile, entry.fileName);
        const table: Record<string, string[]> = {};
        for (const [routePath, moduleFiles] of routeModules()) {
          const files = new Set<string>();
          for (const moduleFile of moduleFiles) {
            const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\.tsx?$/, '') === moduleFile);
            if (chunk) staticClosure(byFile, chunk.fileName, files);
          }
          table[routePath] = [...files].filter((file) => !initial.has(file));
        }
        // A key `path?param` (a route drawn by two pages) applies when the address has that parameter.
        const script =
          `(function(t){var h=location.hash.slice(1),i=h.indexOf('?'),p=(i<0?h:h.slice(0,i))||'/',` +
          `q=new URLSearchParams(i<0?'':h.slice(i+1)),f=t[p]||[],k,j;` +
          `for(k in t){j=k.indexOf('?');if(j>0&&k.slice(0,j)===p&&q.has(k.slice(j+1)))f=t[k]}` +
          `for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';` +
          `l.crossOrigin='';l.fetchPriority='low';l.href='/'+f[i];document.head.appendChild(l)}})(${JSON.stringify(table)})`;
        // Before the stylesheet: an inline script after a stylesheet waits until the stylesheet has loaded.
        const tag = `<script>${script}</script>`;
        const stylesheet = /<link rel="stylesheet"/;
        if (stylesheet.test(html)) return html.replace(stylesheet, (link) => tag + link);
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

/** Writes `.vite/chunk-modules.json`: every chunk's file and the source modules in it (repo-relative). */
export function chunkModules(): Plugin {
  const root = path.join(h5Dir, '..', '..');
  return {
    name: 'lawbridge-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of chunksOf(bundle)) {
        map[chunk.fileName] = chunk.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, '')));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map, null, 1),
      });
    },
  };
}

/**
 * The static app shell (scripts/app-shell.ts): its CSS inline in the head and the script that draws it
 * right after #root, so the first paint comes from the HTML instead of waiting for the entry chunk; right
 * after the charset, the early request of the document pages (scripts/early-data.ts).
 */
export function appShell(): Plugin {
  return {
    name: 'lawbridge-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const early = `<script>${earlyDataScript(SHELL_SESSION.key)}</script>`;
        return {
          html: html.replace(/<meta charset="UTF-8" \/>/, (charset) => charset + early),
          tags: [
            { tag: 'style', children: SHELL_CSS, injectTo: 'head' },
            { tag: 'script', children: shellScript(routeBars(appDir), SHELL_SESSION), injectTo: 'body' },
          ],
        };
      },
    },
  };
}

/**
 * The entry starts after the first paint. A module script runs as soon as the stylesheet has loaded and
 * the HTML is parsed, before the browser's first frame: the first paint (the app shell of index.html) then
 * waited for the entry's evaluation, and Lighthouse counted the 112 kB entry's download in the first
 * contentful paint. Instead, index.html preloads the entry with its imports (the download starts as early
 * as before) and a script at the end of the body adds the entry's `<script type="module">`: once the app
 * shell's first contentful paint has been reported (the Paint Timing API; at the latest after 3 s), or,
 * without a shell or that API, in the frame after the first (frames wait for the stylesheet); at once in a
 * hidden tab, which paints nothing.
 */
export function deferredEntry(): Plugin {
  return {
    name: 'lawbridge-deferred-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
        const src = html.match(entry)?.[1];
        if (!src) throw new Error('deferredEntry: index.html has no module entry script');
        const start =
          `(function(){var d=0,P=window.PerformanceObserver;function go(){if(d)return;d=1;` +
          `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};` +
          `document.head.appendChild(s)}` +
          `if(document.visibilityState!=='visible')return go();` +
          `if(document.getElementById(${JSON.stringify(APP_SHELL_ID)})&&P&&P.supportedEntryTypes&&` +
          `P.supportedEntryTypes.indexOf('paint')>=0){try{new P(function(l,o){` +
          `if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}})` +
          `.observe({type:'paint',buffered:true});setTimeout(go,3000);return}catch(e){}}` +
          `requestAnimationFrame(function(){setTimeout(go,0)})})()`;
        // The entry's preloads ask for low priority: in Chrome they then wait while the stylesheet (render
        // blocking) loads instead of sharing the link with it, and Lighthouse no longer counts them in the
        // first contentful paint (which they never blocked: the shell paints without them).
        const preloads = html
          .replace(entry, `<link rel="modulepreload" crossorigin href="${src}">\n    `)
          .replace(
            /<link rel="modulepreload" crossorigin href="/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href="',
          );
        return {
          html: preloads,
          tags: [{ tag: 'script', children: start, injectTo: 'body' }],
        };
      },
    },
  };
}
