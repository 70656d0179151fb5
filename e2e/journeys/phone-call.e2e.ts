import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone, type Api } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi, type ApiSession } from '../support/session';
import { fitsAt, tapDialogButton, titled } from './appointment-steps';
import { sharedProduct } from '../support/shared-product';

const journey = 'phone-call';
/** Demo lawyers no other journey signs in as; the first one taking orders with 电话咨询 serves this one. */
const LAWYER_PHONES = ['13900000051', '13900000052', '13900000053', '13900000054', '13900000055'];
const DESCRIPTION = '房东不退押金还说我损坏家具，想电话里跟律师说清楚情况，看看怎么维权。';
const FIRST_WORDS = '您好，我是您的律师，稍后给您打电话，请留意170开头的来电。';

const callSection = (page: Page) => page.getByRole('region', { name: '电话咨询' });
/** The privacy number the section shows, digits only. */
const shownNumber = async (page: Page) =>
  (
    await callSection(page)
      .getByRole('link', { name: /^170 \d{4} \d{4}$/ })
      .innerText()
  ).replace(/\s/g, '');

/** 拨打电话: asks for the number and hands it to the dialler; the page itself stays where it is. */
async function dial(page: Page): Promise<string> {
  const dialled = page.waitForRequest((request) => request.url().endsWith('/api/v1/call/bind'));
  await callSection(page).getByRole('button', { name: '拨打电话' }).tap();
  await dialled;
  await callSection(page).getByText('模拟号码', { exact: true }).waitFor();
  return shownNumber(page);
}

describe('电话咨询 through a privacy number: the lawyer accepts, both call the same middle number', () => {
  const lawyerBrowser = useBrowser('phone');
  const customerBrowser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  let lawyer: ApiSession = { token: '', uuid: '' };
  let customer: ApiSession;
  let orderNo = '';
  let lawyersNumber = '';

  it('places and pays a 电话咨询 order with a demo lawyer (API)', async () => {
    let phoneService: { id: number } | undefined;
    for (const phone of LAWYER_PHONES) {
      const session = await signInByApi(baseUrl, phone);
      const detail = await apiWith(baseUrl)<{
        accepting: number;
        services: Array<{ id: number; name: string }>;
      }>('GET', `/api/v1/lawyer/detail?uuid=${session.uuid}`);
      phoneService = detail.services.find((service) => service.name === '电话咨询');
      if (detail.accepting === 1 && phoneService) {
        lawyer = session;
        break;
      }
    }
    expect(lawyer.token).not.toBe('');
    customer = await signInByApi(baseUrl, uniquePhone());
    const api: Api = apiWith(baseUrl, { 'x-token': customer.token });
    ({ order_no: orderNo } = await api<{ order_no: string }>('POST', '/api/v1/order/service', {
      lawyer_uuid: lawyer.uuid,
      config_id: phoneService!.id,
      description: DESCRIPTION,
    }));
    await api('POST', '/api/v1/payment', { app_scene: 'h5', scene: 'service', order_no: orderNo });
    await api('POST', '/api/v1/payment/sandbox/confirm', { order_no: orderNo });
  });

  it('shows no call before acceptance; the lawyer accepts and gets 拨打电话', async () => {
    const { page } = lawyerBrowser();
    await openSignedIn(
      page,
      baseUrl,
      lawyer.token,
      'lawyer',
      `/pages/lawyer/order/detailService?order_no=${orderNo}`,
    );
    await titled(page, '律师服务详情');
    await page.getByText(DESCRIPTION).waitFor();
    expect(await callSection(page).count()).toBe(0);

    await page.getByRole('button', { name: '接单', exact: true }).tap();
    await tapDialogButton(page, '接单');
    await callSection(page).getByText('暂无通话记录').waitFor();
    await snap(page, journey, '01-lawyer-accepted');
  });

  it('the lawyer starts the chat with 联系用户 and comes back to the order', async () => {
    const { page } = lawyerBrowser();
    await page.locator('main').getByRole('link', { name: '联系用户' }).tap();
    await titled(page, '在线会话');
    await page.getByRole('link', { name: /^进行中的订单：电话咨询，服务中/ }).waitFor();
    await page.getByRole('textbox', { name: '消息内容' }).fill(FIRST_WORDS);
    await page.getByRole('button', { name: '发送', exact: true }).tap();
    await page.locator('main').getByText(FIRST_WORDS).waitFor();
    await snap(page, journey, '02-lawyer-writes-first');
    await page.goBack();
    await titled(page, '律师服务详情');
  });

  it('dials: the lawyer gets a simulated number valid for a while', async () => {
    const { page } = lawyerBrowser();
    lawyersNumber = await dial(page);
    expect(lawyersNumber).toMatch(/^170\d{8}$/);
    // The dialler took the tel: address; the order page is still there.
    expect(page.url()).toContain(`order_no=${orderNo}`);
    await callSection(page)
      .getByText(/^有效至 \d{2}:\d{2}/)
      .waitFor();
    await callSection(page).getByText('当前为模拟号码，拨打不会接通。').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '03-lawyer-number');
  });

  it('gives the customer the same number, kept when going back to 服务记录 and forward again', async () => {
    const { page } = customerBrowser();
    await openSignedIn(page, baseUrl, customer.token, 'customer', '/pages/customer/order/service/list');
    await titled(page, '服务记录');
    await page
      .locator('main')
      .getByRole('link', { name: /电话咨询/ })
      .first()
      .tap();
    await titled(page, '律师服务详情');
    expect(page.url()).toContain(`order_no=${orderNo}`);
    // The binding the lawyer's call made is shown before anyone taps.
    await callSection(page).getByRole('link', { name: /^170 / }).waitFor();
    expect(await shownNumber(page)).toBe(lawyersNumber);
    await snap(page, journey, '04-customer-sees-number');

    expect(await dial(page)).toBe(lawyersNumber);
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '05-customer-dialled');

    await page.goBack();
    await titled(page, '服务记录');
    await page.goForward();
    await titled(page, '律师服务详情');
    await callSection(page).getByRole('button', { name: '拨打电话' }).waitFor();
    expect(await shownNumber(page)).toBe(lawyersNumber);
    await snap(page, journey, '06-forward-again');

    // The narrowest phone: the number, its tag and the records still fit.
    await fitsAt(page, 320);
  });

  it('shows the lawyer the same number after a reload', async () => {
    const { page } = lawyerBrowser();
    await page.reload();
    await titled(page, '律师服务详情');
    await callSection(page).getByRole('link', { name: /^170 / }).waitFor();
    expect(await shownNumber(page)).toBe(lawyersNumber);
  });
});
