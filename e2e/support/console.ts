import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
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

/**
 * Picks `option` in the dialog's antd Select (or TreeSelect) labelled `label` (a decision's 处理理由 / 裁定理由, a
 * document's 法律类型) and waits until the select shows it: the dropdown may open above a tall dialog, and a click
 * during its motion (or while a searched tree re-renders) can miss. `search` is typed into the select first (a
 * long, virtual list shows only part of itself at a time).
 */
/** expect.poll's own 1 s would end before a missed pick is tried again on a loaded machine. */
const CHOOSE_TIMEOUT = { timeout: 30_000, interval: 250 };

export async function chooseInSelect(
  page: Page,
  dialog: Locator,
  label: string,
  option: string,
  { search }: { search?: string } = {},
) {
  const select = dialog.getByLabel(label);
  // The field shows the chosen option's text (the dropdown itself lives outside the dialog).
  const chosen = dialog.locator('.ant-form-item', { hasText: label }).getByText(option, { exact: true });
  await expect
    .poll(async () => {
      if ((await chosen.count()) > 0) return true;
      await select.click();
      if (search !== undefined) await select.fill(search);
      const item = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option);
      await item.waitFor();
      await item.click();
      return (await chosen.count()) > 0;
    }, CHOOSE_TIMEOUT)
    .toBe(true);
}
