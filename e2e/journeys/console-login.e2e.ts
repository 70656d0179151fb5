import { describe, expect, it } from 'vitest';
import { demoOperatorPassword } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { sharedProduct } from '../support/shared-product';

const journey = 'console-login';

describe('an operator signs in to the console and reads the audit log', () => {
  const browser = useBrowser('desktop');
  const baseUrl = sharedProduct().baseUrl;

  it('refuses a wrong password, then logs in and sees the dashboard and the audit entries', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/admin/audit-log`);
    await page.getByPlaceholder('请输入用户名').waitFor();
    expect(page.url()).toContain('/admin/login?redirect=%2Faudit-log');

    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户名或密码错误').waitFor();
    await snap(page, journey, '01-wrong-password');

    await page.getByPlaceholder('请输入密码').fill(demoOperatorPassword(sharedProduct().dataDir));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('cell', { name: '登录失败' }).first().waitFor();
    expect(page.url()).toMatch(/\/admin\/audit-log$/);
    await expect(page.getByRole('cell', { name: '登录', exact: true }).count()).resolves.toBeGreaterThan(0);
    await snap(page, journey, '02-audit-log');

    await page.getByRole('menuitem', { name: '工作台' }).click();
    await page.getByText('律师总数').waitFor();
    await snap(page, journey, '03-dashboard');
  });
});
