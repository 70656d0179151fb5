import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoOperatorPassword } from './api';
import { atRest } from './motion';

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
 * Picks `option` in the antd Select (or TreeSelect) labelled `label` within `scope` (a dialog's 处理理由 / 裁定理由,
 * a document's 法律类型, a list's 状态 filter) and waits until the select shows it. `search` is typed into the
 * select first (a long, virtual list shows only part of itself at a time).
 *
 * The dropdown may open above a tall dialog, and a click during its motion (or while a searched tree
 * re-renders) can miss, so a pick is tried until it takes: each try opens the dropdown only when it is closed
 * (a click on an open select closes it, and the next try would then wait for an option that is not there),
 * waits until the dropdown has come to rest, and gives its click a few seconds, never the whole budget.
 */
const SELECT_ROOT =
  'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]';
const CHOOSE_TIMEOUT = { timeout: 30_000, interval: 250 };
const ONE_TRY_MS = 5_000;

export async function chooseInSelect(
  page: Page,
  scope: Locator | Page,
  label: string,
  option: string,
  { search }: { search?: string } = {},
) {
  const select = scope.getByLabel(label);
  // The select shows the chosen option's text (its dropdown lives elsewhere, at the end of the page).
  const chosen = select.locator(SELECT_ROOT).getByText(option, { exact: true });
  // The open dropdown offering the option (a dialog may hold other selects whose closed dropdowns stay).
  const dropdown = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.getByTitle(option) });
  await expect
    .poll(async () => {
      if ((await chosen.count()) > 0) return true;
      if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
      if (search !== undefined && (await select.inputValue()) !== search) await select.fill(search);
      const item = dropdown.getByTitle(option);
      try {
        await item.waitFor({ timeout: ONE_TRY_MS });
        await atRest(dropdown);
        await item.click({ timeout: ONE_TRY_MS });
      } catch {
        // Not there or not clickable yet: the next try looks again.
      }
      return (await chosen.count()) > 0;
    }, CHOOSE_TIMEOUT)
    .toBe(true);
}
