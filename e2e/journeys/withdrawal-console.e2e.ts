import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiWith, demoOperatorPassword, type Api } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin, consoleLoginAs } from '../support/console';
import { atRest } from '../support/motion';
import { signInByApi } from '../support/session';
import { consoleApi, createOperator, type OperatorAccount } from '../support/withdrawal-console';
import { sharedProduct } from '../support/shared-product';

const journey = 'withdrawal-console';
/** A demo lawyer with released income whom no other journey signs in as (SMS codes are limited per phone). */
const LAWYER_PHONE = '13900000068';
/** Above the threshold the journey sets (1.00 元), so two operators must approve. */
const AMOUNT = 12_000;
const RECEIPT_NO = 'HD202611270001';
const REVIEWER: OperatorAccount = {
  username: 'reviewer-w',
  password: 'Reviewer-w-2026!',
  name: '复核员小李',
};

interface WithdrawalSettings {
  withdrawal_min_fen: number;
  withdrawal_daily_cap_fen: number;
  withdrawal_second_approval_fen: number;
  withdrawal_auto_approve_below_fen: number;
}

/** Waits until every toast has gone, so a screenshot shows what it covered. */
async function toastsGone(page: Page) {
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 }).toBe(0);
}

/** The confirmation antd pops up over a button. */
const confirmation = (page: Page): Locator => page.locator('.ant-popover:not(.ant-popover-hidden)');

/** Clicks `button` and then `okName` in the confirmation that pops up over it. */
async function confirmClick(page: Page, button: Locator, okName: string) {
  await (await atRest(button)).click();
  const ok = confirmation(page).getByRole('button', { name: okName, exact: true });
  await (await atRest(ok)).click();
  await confirmation(page).waitFor({ state: 'hidden' });
}

describe('two operators approve a lawyer’s withdrawal above the two-person threshold in the console', () => {
  const first = useBrowser('desktop');
  const second = useBrowser('desktop');
  const baseUrl = sharedProduct().baseUrl;
  const dataDir = sharedProduct().dataDir;
  let admin: Api;
  let adminName = '';
  let settingsBefore: WithdrawalSettings;
  let withdrawalNo = '';
  /** A second tab of the first operator, opened on the withdrawal before the first approval. */
  let staleTab: Page;

  const drawerOf = (page: Page) => page.locator('.ant-drawer').filter({ hasText: `提现 ${withdrawalNo}` });

  afterAll(async () => {
    // The journeys share one product: the rules go back to what they were.
    if (settingsBefore) await admin('POST', '/api/v1/admin/withdrawal-settings', settingsBefore);
  });

  it('the first operator lowers the two-person threshold to 1.00 元 on 配置', async () => {
    admin = await consoleApi(baseUrl, { username: 'admin', password: demoOperatorPassword(dataDir) });
    adminName = (await admin<{ display_name: string }>('GET', '/api/v1/admin/me')).display_name;
    settingsBefore = await admin<WithdrawalSettings>('GET', '/api/v1/admin/withdrawal-settings');
    await createOperator(dataDir, REVIEWER);

    const { page } = first();
    await consoleLogin(page, baseUrl, dataDir, '/settings');
    const card = page.locator('.ant-card').filter({ has: page.getByText('提现规则', { exact: true }) });
    await card.getByText(/自动通过已关闭/).waitFor();
    const threshold = card.getByRole('textbox', { name: '双人复核金额' });
    await threshold.fill('1');
    await card.getByRole('button', { name: '保存' }).click();
    await page.getByText('提现规则已保存').waitFor();
    await card.getByText(/高于 ¥1\.00 需双人复核/).waitFor();
    await card.scrollIntoViewIfNeeded();
    await snap(page, journey, '01-withdrawal-rules', { fullPage: false });
    await toastsGone(page);
  });

  it('the lawyer asks for a bank transfer to the law firm (by the API)', async () => {
    const lawyer = apiWith(baseUrl, { 'x-token': (await signInByApi(baseUrl, LAWYER_PHONE)).token });
    const rules = await lawyer<{ available: number; open_withdrawal: object | null }>(
      'GET',
      '/api/v1/lawyer/withdrawal/rules',
    );
    expect(rules.open_withdrawal).toBeNull();
    expect(rules.available).toBeGreaterThanOrEqual(AMOUNT);
    await lawyer('POST', '/api/v1/lawyer/withdrawal/payee/bank', {
      account_name: '北京市律桥律师事务所',
      bank_name: '招商银行北京分行',
      account_no: '6214 8301 0000 5678',
    });
    ({ withdrawal_no: withdrawalNo } = await lawyer<{ withdrawal_no: string }>(
      'POST',
      '/api/v1/lawyer/withdrawal',
      { amount: AMOUNT, method: 'bank' },
    ));
  });

  it('the 工作台 counts it waiting for approval; 去审核 opens the queue of those', async () => {
    const { page } = first();
    await page.getByRole('menuitem', { name: '工作台' }).click();
    const card = page.locator('.ant-card').filter({ hasText: '待审核提现' });
    await card.locator('.ant-statistic-content').waitFor();
    expect(
      Number((await card.locator('.ant-statistic-content-value').textContent())?.replace(/,/g, '')),
    ).toBeGreaterThanOrEqual(1);
    await card.scrollIntoViewIfNeeded();
    await snap(page, journey, '02-dashboard', { fullPage: false });
    await card.getByRole('link', { name: '去审核' }).click();
    await page.waitForURL(/\/admin\/withdrawals\?state=requested$/);
    const row = page.getByRole('row').filter({ hasText: withdrawalNo });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('¥120.00');
    expect(await row.textContent()).toContain('对公转账（律所账户）');
    expect(await row.textContent()).toContain('待审核');
    await snap(page, journey, '03-queue');
  });

  it('opens the withdrawal: the firm’s account masked, the lawyer’s balances, and that two operators must approve', async () => {
    const { page, context } = first();
    await page.getByRole('link', { name: withdrawalNo }).click();
    await page.waitForURL(new RegExp(`/admin/withdrawals/${withdrawalNo}\\?state=requested$`));
    const drawer = drawerOf(page);
    await drawer.getByText('金额超过双人复核金额：需两位运营先后审核通过').waitFor();
    await drawer.getByText('北京市律桥律师事务所').waitFor();
    await drawer.getByText('**** 5678').waitFor();
    expect(await drawer.getByText('6214830100005678').count()).toBe(0);
    await drawer.getByText('申请提现').waitFor();
    await drawer.getByText('可提现', { exact: true }).waitFor();
    await atRest(drawer);
    await snap(page, journey, '04-detail', { fullPage: false });

    // The same operator has the withdrawal open in a second tab too, from before the first approval.
    staleTab = await context.newPage();
    await staleTab.goto(`${baseUrl}/admin/withdrawals/${withdrawalNo}`);
    await drawerOf(staleTab).getByRole('button', { name: '初审通过' }).waitFor();
  });

  it('gives the first approval: the withdrawal waits for another operator', async () => {
    const { page } = first();
    const drawer = drawerOf(page);
    await confirmClick(page, drawer.getByRole('button', { name: '初审通过' }), '初审通过');
    await page.getByText('已初审通过', { exact: true }).waitFor();
    await drawer.getByText(`${adminName} 已初审通过，待另一位运营复核`).waitFor();
    expect(await drawer.getByRole('button', { name: /初审通过|复核通过/ }).count()).toBe(0);
    await drawer.getByText('初审通过，待另一位运营复核').first().waitFor();
    await toastsGone(page);
    await snap(page, journey, '05-first-approval', { fullPage: false });
  });

  it('the same operator’s second approval, from the other tab, is refused with the server’s message', async () => {
    const drawer = drawerOf(staleTab);
    await staleTab.bringToFront();
    await confirmClick(staleTab, drawer.getByRole('button', { name: '初审通过' }), '初审通过');
    await drawer.getByText('金额超过双人复核额度，需由另一位运营复核通过').waitFor();
    // The detail loaded again: this operator is offered no approval any more.
    await drawer.getByText(`${adminName} 已初审通过，待另一位运营复核`).waitFor();
    expect(await drawer.getByRole('button', { name: /初审通过|复核通过/ }).count()).toBe(0);
    await snap(staleTab, journey, '06-same-operator-refused', { fullPage: false });
    await staleTab.close();
  });

  it('another operator gives the second approval; the bank transfer is then recorded paid', async () => {
    const { page } = second();
    await consoleLoginAs(page, baseUrl, REVIEWER, `/withdrawals/${withdrawalNo}`);
    const drawer = drawerOf(page);
    await drawer.getByText(`${adminName} 已初审通过，待复核`).waitFor();
    await snap(page, journey, '07-second-operator', { fullPage: false });
    await confirmClick(page, drawer.getByRole('button', { name: '复核通过' }), '复核通过');
    await drawer.getByText('打款中').first().waitFor();
    await drawer.getByText('审核通过', { exact: true }).waitFor();

    // The operator reads the full account number to pay it by hand.
    await drawer.getByRole('button', { name: '显示完整账号' }).click();
    await drawer.getByText('6214830100005678').waitFor();
    await (await atRest(drawer.getByRole('button', { name: '登记已打款' }))).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: `登记已打款 · ${withdrawalNo}` });
    await atRest(dialog);
    await dialog.getByPlaceholder('银行转账回单上的流水号').fill(RECEIPT_NO);
    await dialog.getByRole('button', { name: '确认已打款' }).click();
    await page.getByText('已登记打款，提现完成').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await drawer.getByText('已到账').first().waitFor();
    await drawer.getByText(RECEIPT_NO).first().waitFor();
    await toastsGone(page);
    await snap(page, journey, '08-paid', { fullPage: false });
  });

  it('the queue shows it paid and exports it as CSV; back returns to the detail, forward to the queue', async () => {
    const { page } = second();
    await page.locator('.ant-drawer-close').click();
    await page.waitForURL(/\/admin\/withdrawals$/);
    const row = page.getByRole('row').filter({ hasText: withdrawalNo });
    await expect.poll(() => row.textContent()).toContain('已到账');
    await snap(page, journey, '09-queue-paid');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n').find((line) => line.includes(withdrawalNo))).toContain(RECEIPT_NO);

    await page.goBack();
    await drawerOf(page).getByText(RECEIPT_NO).first().waitFor();
    await page.goForward();
    await page.waitForURL(/\/admin\/withdrawals$/);
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
  });
});
