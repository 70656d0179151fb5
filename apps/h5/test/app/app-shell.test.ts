import { UserType } from '@lawbridge/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeBars, SHELL_LOGIN_RULE, SHELL_SESSION, shellScript } from '../../scripts/app-shell';
import { needsLogin } from '../../src/app/access';
import { ROUTES } from '../../src/app/routes';
import { SESSION_STORAGE_KEY } from '../../src/lib/session/session-store';

const appDir = path.join(__dirname, '../../src/app');

function drawShell(hash: string, session?: { token: string | null; type: string }) {
  document.body.innerHTML = '<div id="root"></div>';
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: session, version: 0 }));
  window.history.replaceState(null, '', `/${hash}`);
  new Function(shellScript(routeBars(appDir), SHELL_SESSION))();
  return document.getElementById('app-shell');
}

describe('the static app shell of index.html', () => {
  beforeEach(() => localStorage.clear());

  it('reads the route table: every route with its title and bar', () => {
    const bars = routeBars(appDir);
    for (const route of ROUTES) expect(bars[route.path]).toEqual([route.title, route.bar]);
  });

  it('uses the session store key and the lawyer side value, and the login rule of access.ts', () => {
    expect(SHELL_SESSION).toEqual({ key: SESSION_STORAGE_KEY, lawyerType: UserType.lawyer.value });
    const rule = new RegExp(SHELL_LOGIN_RULE);
    for (const route of ROUTES) expect(rule.test(route.path), route.path).toBe(needsLogin(route.path));
  });

  it('draws the home header and search box on the customer home', () => {
    const shell = drawShell('#/');
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    expect(shell?.textContent).toContain('律桥法律服务');
    expect(shell?.textContent).toContain('搜索律师姓名、律所或拼音首字母');
    expect(shell?.nextElementSibling?.id).toBe('root');
  });

  it('draws nothing on the lawyer side home (the workbench)', () => {
    expect(drawShell('#/', { token: 't', type: UserType.lawyer.value })).toBeNull();
  });

  it("draws the route's bar and title on other routes", () => {
    expect(drawShell('#/pages/customer/lawyer/list?sort=rating')?.textContent).toBe('律师列表');
  });

  it('draws nothing where the page would redirect to login, or for an unknown or custom-bar route', () => {
    expect(drawShell('#/pages/customer/order/service/list')).toBeNull();
    expect(drawShell('#/pages/lawyer/wallet/list', { token: 't', type: UserType.customer.value })).toBeNull();
    expect(drawShell('#/pages/nowhere')).toBeNull();
    expect(drawShell('#/pages/auth/login')).toBeNull();
    expect(
      drawShell('#/pages/customer/order/service/list', { token: 't', type: 'customer' })?.textContent,
    ).toBe('服务记录');
  });

  it('removes itself once the page has drawn', async () => {
    drawShell('#/');
    const { removeAppShell } = await import('../../src/app/app-shell');
    removeAppShell();
    expect(document.getElementById('app-shell')).toBeNull();
    expect(readFileSync(path.join(appDir, 'app-shell.ts'), 'utf8')).toContain("'app-shell'");
  });
});
