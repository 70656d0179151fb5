import type { Page } from 'playwright-core';
import { demoOperatorPassword } from './api';

/** Signs the demo operator in to the console at `path` (the login page returns there). */
export async function consoleLogin(page: Page, baseUrl: string, dataDir: string, path = '/') {
  await consoleLoginAs(page, baseUrl, { username: 'admin', password: demoOperatorPassword(dataDir) }, path);
}

/** Signs an operator in to the console at `path` with their username and password. */
export async function consoleLoginAs(
  page: Page,
  baseUrl: string,
  account: { username: string; password: string },
  path = '/',
) {
  await page.goto(`${baseUrl}/admin${path}`);
  await page.getByPlaceholder('请输入用户名').fill(account.username);
  await page.getByPlaceholder('请输入密码').fill(account.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('menuitem', { name: '工作台' }).waitFor();
}
