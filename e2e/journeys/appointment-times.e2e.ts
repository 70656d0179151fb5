import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWith, uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { h5 } from '../support/h5';
import { atRest } from '../support/motion';
import { startProductServer, type ProductServer } from '../support/product-server';
import {
  assignInConsole,
  bookAndPayByApi,
  fillAndSubmitForm,
  fitsAt,
  main,
  openFromWorkbench,
  payAtCashier,
  sessionOf,
  signInIfAsked,
  signInLawyer,
  tapDialogButton,
  titled,
  type DemoLawyer,
} from './appointment-steps';

const journey = 'appointment-times';
/** A demo lawyer of this journey's own product instance, in Beijing like the form's first city. */
const LAWYER_PHONE = '13900000001';

/**
 * Appointments that make sense (issue 15) in a browser at 375 px: a booking for a lawyer of the same city on
 * the half hours of the business hours (the form surviving a reload), the lawyer proposing another time, the
 * customer accepting it, going back and forward; and a cancelled appointment reading 已取消 without a review.
 */
describe('appointment times: booked within business hours, the lawyer proposes another time', () => {
  let product: ProductServer;
  beforeAll(async () => {
    // Movable (not moved): bookings through the API read the server's clock from the dev clock route.
    product = await startProductServer({ env: () => ({ TEST_CLOCK_MOVABLE: '1' }) });
  });
  afterAll(async () => product?.stop());

  const customerBrowser = useBrowser('phone');
  const lawyerBrowser = useBrowser('phone');
  const opsBrowser = useBrowser('desktop');
  const customerPhone = uniquePhone();
  let lawyer: DemoLawyer;
  let orderNo = '';
  let booked = '';
  const detail = (no: string) =>
    h5(product.baseUrl, `/pages/customer/order/appointment/detail?order_no=${no}`);

  it('signs the lawyer and the operator in', async () => {
    await consoleLogin(opsBrowser().page, product.baseUrl, product.dataDir, '/appointment-dispatch');
    lawyer = await signInLawyer(lawyerBrowser().page, product.baseUrl, LAWYER_PHONE);
  });

  it('books the lawyer from their page: the form keeps its answers through a reload, times are half hours', async () => {
    const { page } = customerBrowser();
    await page.goto(h5(product.baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyer.uuid}`));
    await page.getByRole('heading', { name: lawyer.name }).waitFor();
    await page.getByRole('link', { name: '预约面谈' }).tap();
    await signInIfAsked(page, product.baseUrl, customerPhone, '线下咨询预约表单');
    await main(page).getByText('可预约2小时后至60天内，每天08:00–21:00的整点或半点').waitFor();
    await page.getByPlaceholder('您的称呼').fill('李女士');
    await page.getByPlaceholder(/请简要描述/).fill('合同到期后房东拒绝退还押金，想当面咨询。');
    await page.reload();
    await titled(page, '线下咨询预约表单');
    await expect.poll(() => page.getByPlaceholder('您的称呼').inputValue()).toBe('李女士');
    await snap(page, journey, '01-form-after-reload');

    const result = await fillAndSubmitForm(
      page,
      { description: '合同到期后房东拒绝退还押金，想当面咨询。', tomorrowAt15: true },
      journey,
      '02',
    );
    orderNo = result.orderNo;
    booked = result.timeText;
    // The lawyer practises in the form's first city (北京): no cross-city warning came up.
    await payAtCashier(page);
    await page.getByRole('button', { name: '查看预约' }).tap();
    await titled(page, '线下咨询预约详情');
    await main(page).getByText('平台正在确认您选择的律师').waitFor();
    await snap(page, journey, '03-paid');
  });

  it('the operator confirms the lawyer, who proposes 16:00 instead of 15:00 with the slot picker', async () => {
    await assignInConsole(opsBrowser().page, product.baseUrl, {
      orderNo,
      lawyerName: lawyer.name,
      chosen: true,
      shot: { journey, step: '04c-console-suggestions' },
    });
    const page = lawyerBrowser().page;
    await openFromWorkbench(page, product.baseUrl, orderNo);
    await page.getByRole('button', { name: '建议其他时间' }).tap();
    const picker = page.getByRole('dialog', { name: '建议其他时间' });
    await atRest(picker);
    const columns = picker.locator('.adm-picker-view-column');
    // Half hours within 08:00–21:00 only, the wheels labelled 时 and 分; it opens on the booked time.
    expect(await columns.nth(3).locator('.adm-picker-view-column-item').allTextContents()).toContain('21时');
    expect(await columns.nth(4).locator('.adm-picker-view-column-item').allTextContents()).toEqual([
      '00分',
      '30分',
    ]);
    await columns.nth(3).locator('.adm-picker-view-column-item').filter({ hasText: '16时' }).tap();
    await expect
      .poll(() => picker.locator('.adm-picker-view-column-item-active').allTextContents())
      .toContain('16时');
    await atRest(picker);
    await snap(page, journey, '05-lawyer-picks-another-time', { fullPage: false });
    await picker.getByRole('button', { name: '完成' }).tap();
    await page.getByText(/向用户建议改为 .* 16:00 周/).waitFor();
    await tapDialogButton(page, '确定');
    await main(page)
      .getByText(/已建议改为 .* 16:00，等待用户确认/)
      .waitFor();
    await snap(page, journey, '06-lawyer-proposed');
    await fitsAt(page, 320);
  });

  it('the customer sees the proposal and accepts it: the appointment moves to 16:00 and is accepted', async () => {
    const { page } = customerBrowser();
    await page.goto(h5(product.baseUrl, '/pages/customer/order/appointment/list'));
    await main(page)
      .getByRole('link', { name: new RegExp(`${lawyer.name} 律师，待确认新时间`) })
      .first()
      .tap();
    await titled(page, '线下咨询预约详情');
    const facts = main(page).getByRole('region', { name: '预约信息' });
    await facts.getByText(/律师建议时间.* 16:00 周/).waitFor();
    await snap(page, journey, '07-customer-sees-proposal');
    await fitsAt(page, 320);
    await page.getByRole('button', { name: '接受新时间', exact: true }).tap();
    await tapDialogButton(page, '确定');
    await main(page).getByRole('heading', { name: '已接单' }).waitFor();
    const moved = `${booked.slice(0, 10)} 16:00`;
    await facts.getByText(new RegExp(`${moved} 周`)).waitFor();
    await page.getByRole('link', { name: /^拨打律师电话 1\d{10}$/ }).waitFor();
    await main(page)
      .getByText(/^律所地址 .+/)
      .waitFor();
    await snap(page, journey, '08-customer-accepted-new-time');

    // Back to 预约记录 (under 已接单 now) and forward to the appointment again.
    await page.goBack();
    await titled(page, '预约记录');
    await main(page)
      .getByRole('link', { name: new RegExp(`${lawyer.name} 律师，已接单`) })
      .first()
      .waitFor();
    await snap(page, journey, '09-back-to-records');
    await page.goForward();
    await titled(page, '线下咨询预约详情');
    await main(page).getByRole('heading', { name: '已接单' }).waitFor();
    await facts.getByText(new RegExp(`${moved} 周`)).waitFor();

    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.reload();
    await main(lawyerPage).getByRole('heading', { name: '已接单' }).waitFor();
    await lawyerPage.getByRole('link', { name: `拨打用户电话 ${customerPhone}` }).waitFor();
    await snap(lawyerPage, journey, '10-lawyer-accepted-by-customer');
  });

  it('a cancelled appointment reads 已取消 and invites no review', async () => {
    const { page } = customerBrowser();
    const token = (await sessionOf(page)).token;
    const cancelledNo = await bookAndPayByApi(
      product.baseUrl,
      { token, phone: customerPhone },
      { description: '想咨询离婚财产分割，后来决定先自行协商。' },
    );
    await apiWith(product.baseUrl, { 'x-token': token })('POST', '/api/v1/order/appointment/action', {
      order_no: cancelledNo,
      action: 'cancel',
      reason: '不需要了',
    });
    await page.goto(detail(cancelledNo));
    await titled(page, '线下咨询预约详情');
    await main(page).getByRole('heading', { name: '已取消' }).waitFor();
    await main(page).getByText('预约已取消，已付款项将原路退回').waitFor();
    expect(
      await main(page)
        .getByText(/平台正在为您安排律师/)
        .count(),
    ).toBe(0);
    expect(await main(page).getByRole('button', { name: '评价律师' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: '订单操作' }).count()).toBe(0);
    await snap(page, journey, '11-cancelled-no-review');
    await fitsAt(page, 320);

    await page.goto(h5(product.baseUrl, '/pages/customer/order/appointment/list?group=cancelled'));
    await main(page)
      .getByRole('link', { name: /，已取消$/ })
      .first()
      .waitFor();
    await snap(page, journey, '12-records-cancelled');
  });
});
