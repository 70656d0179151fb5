import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { h5 } from '../support/h5';
import { fillApplication } from '../support/lawyer-apply';
import { atRest } from '../support/motion';
import { openSignedIn, signInByApi } from '../support/session';
import { sharedProduct } from '../support/shared-product';

const journey = 'lawyer-certification';
const lawyerName = '欧阳明远';
const pinyinInitials = 'oymy';

describe('a user becomes a lawyer and customers find them by pinyin initials', () => {
  const phone = useBrowser('phone');
  const desk = useBrowser('desktop');
  const customer = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;

  it('applies, is approved in the console, switches to the lawyer side and edits the description', async () => {
    const { page } = phone();
    const applicant = await signInByApi(baseUrl, uniquePhone());
    await openSignedIn(page, baseUrl, applicant.token, 'customer', '/pages/lawyer/profile/apply');
    await page.getByText('提交认证').waitFor();

    await fillApplication(page, lawyerName, '上海明远律师事务所');
    await snap(page, journey, '01-apply-filled');
    await page.getByText('提交认证').tap();
    await page.getByText('审核中').first().waitFor();
    await snap(page, journey, '02-waiting-review');

    const operator = desk().page;
    await consoleLogin(operator, baseUrl, sharedProduct().dataDir, '/applications');
    const row = operator.getByRole('row').filter({ hasText: lawyerName });
    await row.getByRole('link', { name: '审核', exact: true }).click();
    const drawer = await atRest(operator.getByRole('dialog', { name: `${lawyerName}的认证申请` }));
    await drawer.getByText('执业证照片').waitFor();
    // The ID card photo is private: the console shows it at a signed address that loads.
    const idCard = drawer.getByRole('img', { name: '身份证人像面' });
    await expect
      .poll(() => idCard.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await idCard.getAttribute('src')).toMatch(/\?e=/);
    await snap(operator, journey, '03-console-application');
    await drawer.getByRole('button', { name: '通过', exact: true }).click();
    // 通过 asks again in a confirmation that pops up next to it.
    await (await atRest(operator.getByRole('button', { name: '确认通过' }))).click();
    await operator.getByText('已通过认证').waitFor();
    await snap(operator, journey, '04-console-approved');

    await page.reload();
    await page.getByText('认证成功').waitFor();
    await page.getByRole('button', { name: '切换到律师端' }).tap();
    await page.getByRole('region', { name: '我的律师资料' }).getByText(lawyerName).waitFor();
    await snap(page, journey, '05-lawyer-workbench');

    await page.getByText('个人简介', { exact: true }).tap();
    const description = page.locator('textarea').first();
    await description.fill('执业十二年，专注婚姻家庭与劳动争议。周末可预约线下咨询。');
    await page.getByRole('button', { name: '保存' }).tap();
    await page.getByText('已保存').waitFor();
    await snap(page, journey, '06-description-saved');
  });

  it('lets a customer find the new lawyer by pinyin initials and open the page', async () => {
    const { page } = customer();
    await page.goto(h5(baseUrl, '/pages/customer/lawyer/list'));
    const search = page.getByPlaceholder('搜索姓名、律所或拼音首字母');
    await search.fill(pinyinInitials);
    await search.press('Enter');
    await page.getByText(lawyerName).waitFor();
    await snap(page, journey, '07-directory-pinyin');
    await page.getByText(lawyerName).tap();
    await page.getByText('周末可预约线下咨询').waitFor();
    await expect(page.getByText('免费咨询').count()).resolves.toBeGreaterThan(0);
    await snap(page, journey, '08-lawyer-page');
  });
});
