import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { h5, loginThroughUi } from '../support/h5';
import { startProductServer, type ProductServer } from '../support/product-server';
import {
  acceptAsLawyer,
  assignInConsole,
  bookAndPayByApi,
  fillAndSubmitForm,
  fitsAt,
  main,
  grantHalfRefundInConsole,
  openFromWorkbench,
  orderNoOf,
  payAtCashier,
  sessionOf,
  shanghaiInstant,
  signInIfAsked,
  signInLawyer,
  tapDialogButton,
  titled,
  type DemoLawyer,
} from './appointment-steps';
import { moveClock } from '../support/movable-product';

const journey = 'appointment';
/**
 * Demo lawyers of this journey's own product instance (its clock moves, so it has its own data), both in
 * Beijing like the bookings, so the console's dispatch suggests them (same city first).
 */
const LAWYER_A_PHONE = '13900000001';
const LAWYER_B_PHONE = '13900000032';
const HOUR = 3_600_000;

/**
 * Offline appointments (PRODUCT §7) in a browser at 375 px, on a product instance started with
 * TEST_CLOCK_MOVABLE=1, the operator in the console on a desktop browser. The journey that moves the
 * server's clock past the appointment time runs last (the phones' clocks stay where they are).
 */
describe('offline appointments', () => {
  let product: ProductServer;
  beforeAll(async () => {
    product = await startProductServer({ env: () => ({ TEST_CLOCK_MOVABLE: '1' }) });
  });
  afterAll(async () => product?.stop());

  const customerBrowser = useBrowser('phone');
  const lawyerABrowser = useBrowser('phone');
  const lawyerBBrowser = useBrowser('phone');
  const opsBrowser = useBrowser('desktop');
  const customerPhone = uniquePhone();
  let lawyerA: DemoLawyer;
  let lawyerB: DemoLawyer;

  const ops = () => opsBrowser().page;
  /** The customer as signed in on the phone (through the booking form's 登录). */
  const customer = async () => ({
    token: (await sessionOf(customerBrowser().page)).token,
    phone: customerPhone,
  });
  const detailOf = (orderNo: string) => `/pages/customer/order/appointment/detail?order_no=${orderNo}`;

  it('signs two demo lawyers in, each taking orders, and the operator in to the console', async () => {
    await consoleLogin(ops(), product.baseUrl, product.dataDir, '/appointment-dispatch');
    lawyerA = await signInLawyer(lawyerABrowser().page, product.baseUrl, LAWYER_A_PHONE);
    lawyerB = await signInLawyer(lawyerBBrowser().page, product.baseUrl, LAWYER_B_PHONE);
    const section = lawyerABrowser().page.getByRole('region', { name: '线下预约' });
    await section.getByText('暂无待确认的预约').waitFor();
    await snap(lawyerABrowser().page, journey, '00-workbench-no-appointments');
  });

  describe('a refund before the lawyer accepted is granted at once', () => {
    let orderNo = '';

    it('books without choosing a lawyer (the platform assigns one) and pays', async () => {
      const { page } = customerBrowser();
      await page.goto(h5(product.baseUrl, '/pages/customer/order/appointment/create'));
      await loginThroughUi(page, product.baseUrl, customerPhone);
      await main(page).getByText('未指定律师：平台将根据您所在的城市和咨询类型').waitFor();
      // A refused submit says what is missing under each field.
      await page.getByRole('button', { name: '提交预约' }).tap();
      await page.locator('.adm-form-item-feedback-error').getByText('请填写联系人').waitFor();
      await snap(page, journey, '10-form-refused');
      ({ orderNo } = await fillAndSubmitForm(
        page,
        { description: '房东不退押金，想当面咨询如何起诉以及需要准备的材料。' },
        journey,
        '11',
      ));
      await payAtCashier(page);
      await main(page).getByText('平台根据您的城市和咨询类型为您安排律师').waitFor();
      await snap(page, journey, '12-paid');
      await page.getByRole('button', { name: '查看预约' }).tap();
      await titled(page, '线下咨询预约详情');
      await main(page).getByText('平台正在为您匹配合适的律师').waitFor();
    });

    it('asks for a refund: refunded at once and in full, the result page says so', async () => {
      const { page } = customerBrowser();
      await page.getByRole('button', { name: '申请退款' }).tap();
      await titled(page, '申请退款');
      await main(page)
        .getByText(/律师尚未接单：提交后立即取消预约，¥[\d.]+ 全额原路退回/)
        .waitFor();
      await main(page).getByText('时间冲突', { exact: true }).tap();
      await page.getByRole('textbox', { name: '退款说明（选填）' }).fill('那天临时要出差');
      await snap(page, journey, '13-refund-instant');
      await fitsAt(page, 320);
      await page.getByRole('button', { name: '确认退款' }).tap();
      await tapDialogButton(page, '确定');
      await titled(page, '申请退款');
      const result = page.getByRole('region', { name: '退款结果' });
      await result.getByRole('heading', { name: '退款成功' }).waitFor();
      expect(orderNoOf(page)).toBe(orderNo);
      await snap(page, journey, '14-refund-instant-result');

      await page.getByRole('button', { name: '查看预约' }).tap();
      await titled(page, '线下咨询预约详情');
      await main(page).getByText('预约已取消，已付款项将原路退回').waitFor();
      expect(await page.getByRole('group', { name: '订单操作' }).count()).toBe(0);
    });
  });

  describe('a refund after acceptance: the lawyer explains, the platform grants part of it with a reason', () => {
    let orderNo = '';

    it('books lawyer A and pays (by the API); the operator confirms A in the console, who accepts', async () => {
      orderNo = await bookAndPayByApi(product.baseUrl, await customer(), {
        lawyerUuid: lawyerA.uuid,
        description: '公司拖欠工资三个月，想当面咨询劳动仲裁的流程和证据。',
      });
      await assignInConsole(ops(), product.baseUrl, {
        orderNo,
        lawyerName: lawyerA.name,
        chosen: true,
        shot: { journey, step: '20c-console-confirm-chosen-lawyer' },
      });
      const lawyer = lawyerABrowser().page;
      await openFromWorkbench(lawyer, product.baseUrl, orderNo);
      await acceptAsLawyer(lawyer, customerPhone);
    });

    it('asks for a refund in 已接单: the lawyer is heard first, then the platform', async () => {
      const { page } = customerBrowser();
      await page.goto(h5(product.baseUrl, detailOf(orderNo)));
      await main(page)
        .getByText(/律师已接单，请于 .* 按约面谈/)
        .waitFor();
      await page.getByRole('button', { name: '申请退款' }).tap();
      await titled(page, '申请退款');
      await main(page)
        .getByText(/律师已接单：律师将在24小时内答复（同意退款或说明情况），之后由平台处理/)
        .waitFor();
      await main(page).getByText('不需要了', { exact: true }).tap();
      await page.getByRole('button', { name: '提交申请' }).tap();
      await tapDialogButton(page, '确定');
      const result = page.getByRole('region', { name: '退款结果' });
      await result.getByRole('heading', { name: '退款处理中' }).waitFor();
      await snap(page, journey, '21-refund-under-review');
    });

    it('the lawyer explains on 说明情况 from 线下预约详情 and sees the platform’s turn', async () => {
      const lawyer = lawyerABrowser().page;
      await lawyer.reload();
      await titled(lawyer, '线下预约详情');
      const answers = main(lawyer).getByRole('group', { name: '答复退款申请' });
      await answers.getByRole('button', { name: '说明情况' }).tap();
      await titled(lawyer, '说明情况');
      await main(lawyer).getByText('不需要了').waitFor();
      await main(lawyer).getByRole('textbox').fill('已为该预约预留时间，可协商改期');
      await snap(lawyer, journey, '21b-lawyer-answer');
      await lawyer.getByRole('button', { name: '提交说明' }).tap();
      await titled(lawyer, '线下预约详情');
      const records = main(lawyer).getByRole('region', { name: '退款进度' });
      await records.getByText('已为该预约预留时间，可协商改期').waitFor();
      await records.getByText('平台处理中').waitFor();
      await fitsAt(lawyer, 320);
    });

    it('the operator grants half; the customer sees 部分退款成功 and the appointment 已取消, no review', async () => {
      const half = await grantHalfRefundInConsole(ops(), product.baseUrl, {
        orderNo,
        shot: { journey, step: '21c-console-partial-refund' },
      });

      const { page } = customerBrowser();
      await page.reload();
      const result = page.getByRole('region', { name: '退款结果' });
      await result.getByRole('heading', { name: '部分退款成功' }).waitFor();
      await result.getByText(`¥${(half / 100).toFixed(2)}`, { exact: true }).waitFor();
      await main(page).getByRole('region', { name: '退款记录' }).getByText('已同意').waitFor();
      await snap(page, journey, '22-refund-partial-result');
      await fitsAt(page, 320);

      // A refund before the meeting cancels it (issue 15): 已取消, never 已完成, and no review invited.
      await page.getByRole('button', { name: '查看预约' }).tap();
      await main(page).getByRole('heading', { name: '已取消' }).waitFor();
      await main(page)
        .getByText(`预约已取消，部分款项（¥${(half / 100).toFixed(2)}）已原路退回`)
        .waitFor();
      expect(await main(page).getByRole('button', { name: '评价律师' }).count()).toBe(0);
      await snap(page, journey, '23-cancelled-after-partial-refund');
    });
  });

  describe('a lawyer declines: the appointment goes back to dispatch and another lawyer takes it', () => {
    let orderNo = '';

    it('books without a lawyer and pays (by the API); the operator offers it to lawyer A', async () => {
      orderNo = await bookAndPayByApi(product.baseUrl, await customer(), {
        description: '交通事故对方全责但拒不赔偿，想咨询如何索赔。',
        placeNote: '希望在律所面谈',
      });
      await assignInConsole(ops(), product.baseUrl, {
        orderNo,
        lawyerName: lawyerA.name,
        shot: { journey, step: '30c-console-dispatch-suggestions' },
      });
    });

    it('lawyer A declines with a reason from the sheet', async () => {
      const page = lawyerABrowser().page;
      await openFromWorkbench(page, product.baseUrl, orderNo);
      await main(page)
        .getByText(/请在 .* 前确认是否接受，超时将由平台重新分配/)
        .waitFor();
      await snap(page, journey, '31-lawyer-offered');
      await fitsAt(page, 320);
      await page.getByRole('button', { name: '拒绝预约' }).tap();
      await page.getByRole('textbox', { name: '拒绝原因' }).fill('当天已有庭审安排，无法面谈');
      await snap(page, journey, '32-decline-sheet');
      await page.getByRole('button', { name: '确认拒绝' }).tap();
      await main(page).getByText('您未接受该预约，平台将为用户另行安排律师').waitFor();
    });

    it('the appointment is back in dispatch; the operator offers it to lawyer B, who accepts', async () => {
      await ops().goto(`${product.baseUrl}/admin/appointment-dispatch`);
      await ops().getByRole('row').filter({ hasText: orderNo }).waitFor();
      await snap(ops(), journey, '33c-console-back-in-dispatch');

      const customer = customerBrowser().page;
      await customer.goto(h5(product.baseUrl, detailOf(orderNo)));
      await main(customer).getByText('平台正在为您匹配合适的律师').waitFor();
      await snap(customer, journey, '33-customer-back-in-dispatch');

      // Lawyer A declined: the console no longer suggests them.
      await assignInConsole(ops(), product.baseUrl, {
        orderNo,
        lawyerName: lawyerB.name,
        notSuggested: [lawyerA.name],
        shot: { journey, step: '33d-console-suggestions-without-a' },
      });
      const lawyer = lawyerBBrowser().page;
      await openFromWorkbench(lawyer, product.baseUrl, orderNo, {
        journey,
        step: '34a-lawyer-b-workbench',
      });
      await acceptAsLawyer(lawyer, customerPhone);
      await snap(lawyer, journey, '34-lawyer-b-accepted');

      await customer.reload();
      await main(customer).getByRole('region', { name: '律师' }).getByText(`${lawyerB.name} 律师`).waitFor();
      // The timeline says whom the platform assigned, each time.
      const timeline = main(customer).getByRole('region', { name: '预约进度' });
      await timeline.getByText(`${lawyerA.name} 律师`).waitFor();
      await timeline.getByText(`${lawyerB.name} 律师`).waitFor();
      await customer.getByRole('link', { name: /^拨打律师电话 1\d{10}$/ }).waitFor();
      await snap(customer, journey, '35-customer-sees-lawyer-b');
    });
  });

  describe('a customer books lawyer A with the picker, pays, and meets; the lawyer marks it met', () => {
    let orderNo = '';
    let appointmentAt = 0;

    it('books from the lawyer page with the date/time picker and pays in the sandbox cashier', async () => {
      const { page } = customerBrowser();
      await page.goto(h5(product.baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyerA.uuid}`));
      await page.getByRole('heading', { name: lawyerA.name }).waitFor();
      await snap(page, journey, '40-lawyer-page');
      await page.getByRole('link', { name: '预约面谈' }).tap();
      await signInIfAsked(page, product.baseUrl, customerPhone, '线下咨询预约表单');
      await main(page).getByText(`${lawyerA.name} 律师`).waitFor();
      const booked = await fillAndSubmitForm(
        page,
        {
          description: '离婚时房产和孩子抚养权如何处理，想当面咨询律师。',
          placeNote: '希望在律所面谈',
          tomorrowAt15: true,
        },
        journey,
        '41',
      );
      orderNo = booked.orderNo;
      appointmentAt = shanghaiInstant(booked.timeText);
      await snap(page, journey, '42-cashier');

      // Back from the cashier: the appointment itself, unpaid, with 去支付 (the form left the history).
      await page.goBack();
      await titled(page, '线下咨询预约详情');
      await main(page)
        .getByText(/请在 .* 前完成支付，超时预约将自动取消/)
        .waitFor();
      await snap(page, journey, '43-back-to-unpaid');
      await page.getByRole('button', { name: '去支付' }).tap();
      await titled(page, '模拟收银台');
      await payAtCashier(page);
      await main(page).getByText(`按约定时间 ${booked.timeText} 与律师面谈`).waitFor();
      await snap(page, journey, '44-paid');
      await fitsAt(page, 320);
      await page.getByRole('button', { name: '查看预约' }).tap();
      await main(page).getByText('平台正在确认您选择的律师').waitFor();
      await snap(page, journey, '45-waiting-for-dispatch');
    });

    it('the operator confirms the chosen lawyer; the lawyer accepts; both see each other’s phone', async () => {
      await assignInConsole(ops(), product.baseUrl, { orderNo, lawyerName: lawyerA.name, chosen: true });
      const customer = customerBrowser().page;
      await customer.reload();
      await main(customer).getByText('等待律师确认，接单后可查看律师电话').waitFor();
      expect(await customer.getByRole('link', { name: /拨打律师电话/ }).count()).toBe(0);

      const lawyer = lawyerABrowser().page;
      await openFromWorkbench(lawyer, product.baseUrl, orderNo);
      await snap(lawyer, journey, '46-lawyer-offered');
      await acceptAsLawyer(lawyer, customerPhone);
      await main(lawyer)
        .getByText(/之后可标记「已面谈」/)
        .waitFor();
      expect(await lawyer.getByRole('button', { name: '已面谈' }).count()).toBe(0);
      await snap(lawyer, journey, '47-lawyer-accepted');

      await customer.reload();
      await main(customer)
        .getByText(/律师已接单，请于 .* 按约面谈/)
        .waitFor();
      const call = customer.getByRole('link', { name: /^拨打律师电话 1\d{10}$/ });
      expect(await call.getAttribute('href')).toMatch(/^tel:1\d{10}$/);
      await snap(customer, journey, '48-customer-accepted');
      await fitsAt(customer, 320);
    });

    it('after the appointment time the lawyer marks it met; the customer sees 已完成', async () => {
      const serverNow = await moveClock(product.baseUrl, 0);
      await moveClock(product.baseUrl, appointmentAt - serverNow + HOUR);

      const lawyer = lawyerABrowser().page;
      await lawyer.reload();
      await lawyer.getByRole('button', { name: '已面谈' }).tap();
      await tapDialogButton(lawyer, '确定');
      await main(lawyer).getByText('预约已完成').first().waitFor();
      await snap(lawyer, journey, '49-lawyer-met');

      const customer = customerBrowser().page;
      await customer.reload();
      await main(customer).getByText('预约已完成，感谢您的信任').waitFor();
      await main(customer).getByRole('region', { name: '预约进度' }).getByText('已面谈').waitFor();
      await snap(customer, journey, '50-customer-finished');

      // The finished appointment takes one review, from its detail page.
      const invite = main(customer).getByRole('region', { name: '服务评价' });
      await invite.getByRole('button', { name: '评价律师' }).tap();
      await customer.getByText(`${lawyerA.name} 律师 · 线下咨询预约`).waitFor();
      await customer.getByRole('radio', { name: '5星 非常满意' }).tap();
      await customer.locator('.adm-selector-item').filter({ hasText: '解答清楚' }).tap();
      await customer.getByRole('textbox', { name: '评价内容（选填）' }).fill('面谈很细致，思路清楚。');
      await customer.getByRole('button', { name: '提交评价' }).tap();
      const review = main(customer).getByRole('region', { name: '我的评价' });
      await review.getByText('面谈很细致，思路清楚。').waitFor();
      await review.getByText('已验证订单').waitFor();
      await snap(customer, journey, '50b-customer-reviewed');
      await customer.goto(h5(product.baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyerA.uuid}`));
      const onLawyerPage = main(customer)
        .getByRole('region', { name: '用户评价' })
        .getByRole('article')
        .first();
      await onLawyerPage.getByText('面谈很细致，思路清楚。').waitFor();
      await onLawyerPage.getByText('线下咨询预约').waitFor();
      await snap(customer, journey, '50c-lawyer-page-review');

      await customer.goto(h5(product.baseUrl, '/pages/customer/order/appointment/list?group=finished'));
      await main(customer)
        .getByRole('link', { name: new RegExp(`${lawyerA.name} 律师，已完成`) })
        .first()
        .waitFor();
      await snap(customer, journey, '51-records-finished');
      await fitsAt(customer, 320);
    });
  });
});
