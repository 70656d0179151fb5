// The static app shell of index.html: what the first paint shows before the JS has loaded. A static
// inline script (the server's CSP allows it by its hash) picks it by the hash route: the customer home's
// header and search box on '/', the page bar with its title on other routes, nothing where the page
// would differ (the lawyer workbench, pages that would redirect to login, custom bars). src/app/app-shell.ts
// removes it when the page has drawn; its CSS repeats the sizes of home-header, search-entry and nav-bar
// so the real page replaces it without moving anything.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Seed §6 as in src/app/access.ts needsLogin (test/app/app-shell.test.ts checks they agree). */
export const SHELL_LOGIN_RULE = String.raw`\/pages\/customer\/profile|order|^\/pages\/lawyer\/|^\/pages\/feedback\/|^\/pages\/common\/cashier|^\/pages\/common\/notification\/|^\/pages\/common\/appeal\/|^\/pages\/common\/document\/(upload|pay|read|mine|purchased)$`;

/** The shell element's id, as in src/app/app-shell.ts APP_SHELL_ID. */
export const APP_SHELL_ID = 'app-shell';

/** The session store's localStorage key and the lawyer side's value (test/app/app-shell.test.ts checks them). */
export const SHELL_SESSION = { key: 'lawbridge-session', lawyerType: 'lawyer' } as const;

/** Route path → [title, bar] from the route table (src/app/routes.ts and paths.ts). */
export function routeBars(appDir: string): Record<string, [string, string]> {
  const paths = new Map<string, string>();
  for (const [, key, value] of readFileSync(path.join(appDir, 'paths.ts'), 'utf8').matchAll(
    /^\s*(\w+): '([^']+)',/gm,
  )) {
    if (key && value) paths.set(key, value);
  }
  const table = readFileSync(path.join(appDir, 'routes.ts'), 'utf8');
  const bars: Record<string, [string, string]> = {};
  for (const call of table.split(/\broute\(/).slice(1)) {
    const head = call.match(/^\s*PATHS\.(\w+),\s*'([^']+)'/);
    const routePath = head?.[1] && paths.get(head[1]);
    if (!routePath || !head?.[2]) continue;
    const bar = call.match(/bar: '(\w+)'/)?.[1] ?? 'default';
    bars[routePath] = [head[2], bar];
  }
  return bars;
}

export const SHELL_CSS = `
#app-shell{position:absolute;top:0;left:0;right:0;max-width:960px;margin:0 auto;z-index:1000;pointer-events:none}
.lbs-bar{display:flex;align-items:center;justify-content:center;height:44px;box-sizing:border-box;background:#fff;color:#1d1d1f;border-bottom:1px solid #ebebf0}
.lbs-blue{background:#0e62d9;color:#fff;border-bottom-color:#0e62d9}
.lbs-bar-title{margin:0;max-width:240px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:17px;font-weight:600}
.lbs-header{padding:20px 16px 56px;background:linear-gradient(160deg,#0e62d9 0%,#1f6fe5 100%);color:#fff}
.lbs-title{margin:0;font-size:22px;font-weight:600;line-height:30px}
.lbs-tagline{margin:4px 0 0;font-size:13px}
.lbs-search{display:flex;align-items:center;gap:8px;height:40px;margin:-28px 16px 0;padding:0 14px;border-radius:20px;background:#fff;box-shadow:0 4px 12px rgba(22,119,255,.12);color:#6e6e73;font-size:14px}
.lbs-search-icon{width:18px;height:18px}
`
  .trim()
  .replace(/\n/g, '');

const HOME =
  '<header class="lbs-header"><div class="lbs-title">律桥法律服务</div>' +
  '<p class="lbs-tagline">找律师 · 在线咨询 · 线下预约</p></header>' +
  '<div class="lbs-search"><span class="lbs-search-icon"></span><span>搜索律师姓名、律所或拼音首字母</span></div>';

/** The inline script placed right after #root. */
export function shellScript(
  bars: Record<string, [string, string]>,
  session: { key: string; lawyerType: number | string },
): string {
  const routes: Record<string, [string, string]> = {};
  for (const [routePath, [title, bar]] of Object.entries(bars)) {
    if (bar !== 'custom') routes[routePath] = [title, bar];
  }
  return (
    `(function(b){var p=location.hash.slice(1).split('?')[0]||'/',s={};` +
    `try{s=JSON.parse(localStorage.getItem(${JSON.stringify(session.key)})||'{}').state||{}}catch(e){}` +
    `var lawyer=s.type===${JSON.stringify(session.lawyerType)},d=document.createElement('div');` +
    `if(p==='/'||p==='/pages/index/index'){if(lawyer)return;d.innerHTML=${JSON.stringify(HOME)}}` +
    `else{var r=b[p];if(!r||(!s.token&&new RegExp(${JSON.stringify(SHELL_LOGIN_RULE)}).test(p))` +
    `||(/^\\/pages\\/lawyer\\//.test(p)&&!lawyer))return;` +
    `var h=document.createElement('header'),t=document.createElement('div');` +
    `h.className=r[1]==='blue'?'lbs-bar lbs-blue':'lbs-bar';t.className='lbs-bar-title';t.textContent=r[0];` +
    `h.appendChild(t);d.appendChild(h)}` +
    `d.id=${JSON.stringify(APP_SHELL_ID)};d.setAttribute('aria-hidden','true');` +
    `document.body.insertBefore(d,document.getElementById('root'))})(${JSON.stringify(routes)})`
  );
}
