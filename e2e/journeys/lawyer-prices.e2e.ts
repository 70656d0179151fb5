import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone, type Api } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { h5 } from '../support/h5';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi, type ApiSession } from '../support/session';
import { sharedProduct } from '../support/shared-product';

const journey = 'lawyer-prices';
/** A demo lawyer (taking orders, with an office address and own prices) no other journey signs in as. */
const LAWYER_PHONE = '13900000067';

interface OwnServices {
  commission_rate_bp: number;
  services: Array<{ id: number; name: string; offered: number; price: number; max_price: number }>;
}

interface LawyerPage {
  uuid: string;
  name: string;
  law_firm: string;
  area_code: string;
  legal_type_ids: number[];
  degree_id: number;
  description: string;
  office_address: string;
  accepting: number;
}

const main = (page: Page) => page.locator('main');

/** The profile as POST /lawyer takes it, with 接单状态 set. */
const profileBody = (lawyer: LawyerPage, accepting: 0 | 1) => ({
  law_firm: lawyer.law_firm,
  area_code: lawyer.area_code,
  legal_type_ids: lawyer.legal_type_ids,
  degree_id: lawyer.degree_id,
  description: lawyer.description,
  accepting,
});

describe('a lawyer sets 图文咨询 to 99 元 in 编辑资料, the directory shows 99 起; a paused lawyer at 375 px', () => {
  const lawyerBrowser = useBrowser('phone');
  const customerBrowser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  let lawyerApi: Api;
  let session: ApiSession;
  let lawyer: LawyerPage;

  it('signs the lawyer in; every other service already costs more than 99 元 (API)', async () => {
    session = await signInByApi(baseUrl, LAWYER_PHONE);
    lawyerApi = apiWith(baseUrl, { 'x-token': session.token });
    lawyer = await lawyerApi<LawyerPage>('GET', `/api/v1/lawyer/detail?uuid=${session.uuid}`);
    expect(lawyer.office_address).not.toBe('');
    expect(lawyer.accepting).toBe(1);
    const own = await lawyerApi<OwnServices>('GET', '/api/v1/lawyer/services');
    const dearer = own.services
      .filter((service) => service.name !== '图文咨询')
      .map((service) => ({ id: service.id, offered: 1, price: Math.max(service.price, 12_900) }));
    await lawyerApi('POST', '/api/v1/lawyer/services', { services: dearer });
    await openSignedIn(
      customerBrowser().page,
      baseUrl,
      (await signInByApi(baseUrl, uniquePhone())).token,
      'customer',
    );
  });

  it('the lawyer types 99 in 编辑资料, sees what they receive after the commission, and saves', async () => {
    const { page } = lawyerBrowser();
    await openSignedIn(page, baseUrl, session.token, 'lawyer', '/pages/lawyer/profile/user');
    const price = page.getByRole('textbox', { name: '图文咨询价格（元）' });
    await price.fill('99');
    await main(page).getByText('可设 19.00–299.00 元；平台收取20%佣金，您实得 ¥79.20').waitFor();
    await main(page)
      .getByText(/平台收取成交价的20%作为佣金/)
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '01-profile-prices');

    await page.getByRole('button', { name: '保存', exact: true }).tap();
    await page.waitForFunction(() => !location.hash.includes('/profile/user'));
    const own = await lawyerApi<OwnServices>('GET', '/api/v1/lawyer/services');
    expect(own.services.find((service) => service.name === '图文咨询')?.price).toBe(9900);
  });

  it('the directory shows ¥99.00起 for the lawyer; the page lists 图文咨询 at 99 and the office; back and forward', async () => {
    const { page } = customerBrowser();
    await page.goto(h5(baseUrl, `/pages/customer/lawyer/list?keyword=${encodeURIComponent(lawyer.name)}`));
    const card = main(page).getByRole('link').filter({ hasText: lawyer.law_firm });
    await card.getByText('¥99.00起').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '02-directory-99');

    await card.tap();
    await page.getByRole('heading', { name: lawyer.name }).waitFor();
    const services = page.getByRole('region', { name: '服务项目' });
    await services.getByRole('listitem').filter({ hasText: '图文咨询' }).getByText('¥99.00').waitFor();
    await page.getByRole('region', { name: '办公地址' }).getByText(lawyer.office_address).waitFor();
    await snap(page, journey, '03-lawyer-page');

    await page.goBack();
    await card.getByText('¥99.00起').waitFor();
    await page.goForward();
    await services.getByRole('listitem').filter({ hasText: '图文咨询' }).getByText('¥99.00').waitFor();
  });

  it('the lawyer pauses 接单: the page says 暂停接单 with 购买服务 and 预约面谈 disabled and why; free chat says so', async () => {
    const { page: lawyerPage } = lawyerBrowser();
    await lawyerPage.goto(h5(baseUrl, '/pages/lawyer/profile/user'));
    await lawyerPage.getByRole('switch', { name: '接单状态' }).tap();
    await lawyerPage.getByRole('button', { name: '保存', exact: true }).tap();
    await lawyerPage.waitForFunction(() => !location.hash.includes('/profile/user'));

    const { page } = customerBrowser();
    await page.reload();
    await page.getByRole('heading', { name: lawyer.name }).waitFor();
    const actions = page.getByRole('navigation', { name: '联系律师' });
    await actions.getByText('该律师已暂停接单，暂不能购买服务或预约面谈').waitFor();
    await page.getByText('暂停接单', { exact: true }).first().waitFor();
    for (const name of ['购买服务', '预约面谈']) {
      expect(await actions.getByRole('link', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '04-paused-lawyer', { fullPage: false });

    await actions.getByRole('link', { name: '免费咨询' }).tap();
    await page.getByText('该律师已暂停接单，暂不接受新的咨询，留言可能无法及时回复').waitFor();
    await snap(page, journey, '05-paused-chat', { fullPage: false });
    await page.goBack();
    await actions.getByText('该律师已暂停接单，暂不能购买服务或预约面谈').waitFor();
  });

  it('the lawyer takes orders again (API), so other journeys find the demo lawyer as seeded', async () => {
    await lawyerApi('POST', '/api/v1/lawyer', profileBody(lawyer, 1));
    const after = await lawyerApi<{ accepting: number }>('GET', `/api/v1/lawyer/detail?uuid=${session.uuid}`);
    expect(after.accepting).toBe(1);
  });
});
