import { describe, expect, inject, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { h5 } from '../support/h5';
import {
  apiWith,
  fitsAt,
  main,
  sessionOf,
  signInIfAsked,
  signInLawyer,
  titled,
  type DemoLawyer,
} from './appointment-steps';

const journey = 'chat';
/** A demo lawyer whom no other journey signs in as. */
const LAWYER_PHONE = '13900000020';

/**
 * 免费在线咨询 (PRODUCT §9) at 375 px, two phones on the built product over its real WebSocket: the customer
 * writes from the lawyer page, the lawyer answers from 在线会话, each sees the other live, with 已读.
 */
describe('free consultation by chat', () => {
  const baseUrl = inject('baseUrl');
  const customerBrowser = useBrowser('phone');
  const lawyerBrowser = useBrowser('phone');
  let lawyer: DemoLawyer;

  it('the customer opens 免费咨询 from the lawyer page and writes', async () => {
    lawyer = await signInLawyer(lawyerBrowser().page, baseUrl, LAWYER_PHONE);
    const { page } = customerBrowser();
    await page.goto(h5(baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyer.uuid}`));
    await page.getByRole('heading', { name: lawyer.name }).waitFor();
    await page.getByRole('link', { name: '免费咨询' }).tap();
    await titled(page, '免费在线咨询');
    // Signed out, the page asks to sign in first, and comes back to the lawyer's conversation after it.
    await main(page).getByText('登录后即可免费咨询律师').waitFor();
    await snap(page, journey, '00-signed-out');
    await main(page).getByRole('button', { name: '去登录' }).tap();
    await signInIfAsked(page, baseUrl, uniquePhone(), '免费在线咨询');
    await main(page).getByText(lawyer.name).first().waitFor();
    const box = page.getByRole('textbox', { name: '消息内容' });
    await box.fill('律师您好，公司拖欠三个月工资，我的电话13812345678，可以帮忙吗？');
    await page.getByRole('button', { name: '发送', exact: true }).tap();
    const log = page.getByRole('log', { name: '消息记录' });
    // Stored and acknowledged; the mobile number is masked while the consultation is free.
    await log.getByText('我的电话138****5678').waitFor();
    expect(await log.getByText('发送中…').count()).toBe(0);
    await snap(page, journey, '01-customer-sent');
    await fitsAt(page, 320);
  });

  it('the lawyer sees it in 在线会话 and answers; the customer sees the answer live, and 已读', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goto(h5(baseUrl, '/pages/lawyer/chat/index'));
    await titled(lawyerPage, '在线会话');
    const list = lawyerPage.getByRole('list', { name: '会话列表' });
    await list.getByText(/我的电话138\*\*\*\*5678/).waitFor();
    await snap(lawyerPage, journey, '02-lawyer-conversations');
    await list.getByRole('link').first().tap();
    const lawyerLog = lawyerPage.getByRole('log', { name: '消息记录' });
    await lawyerLog.getByText(/公司拖欠三个月工资/).waitFor();
    await lawyerPage
      .getByRole('textbox', { name: '消息内容' })
      .fill('您好，请把劳动合同和工资流水准备好，我来帮您看看。');
    await lawyerPage.getByRole('button', { name: '发送', exact: true }).tap();
    await lawyerLog.getByText('您好，请把劳动合同和工资流水准备好').waitFor();

    const { page } = customerBrowser();
    const log = page.getByRole('log', { name: '消息记录' });
    await log.getByText('您好，请把劳动合同和工资流水准备好，我来帮您看看。').waitFor();
    await snap(page, journey, '03-customer-got-answer');
    // The customer has seen the answer: the lawyer's message shows 已读 on the lawyer's phone.
    await lawyerLog.getByText('已读').last().waitFor();
    await snap(lawyerPage, journey, '04-lawyer-read-receipt');
    await fitsAt(lawyerPage, 320);
  });

  it('back leaves the conversation for the list, forward returns to it', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goBack();
    await lawyerPage.getByRole('list', { name: '会话列表' }).waitFor();
    await lawyerPage.goForward();
    await lawyerPage
      .getByRole('log', { name: '消息记录' })
      .getByText(/公司拖欠三个月工资/)
      .waitFor();
  });

  it('a paid order of the customer shows up live on the lawyer’s bell, and in 消息通知', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goto(h5(baseUrl, '/'));
    await lawyerPage.getByText('律桥律师工作台').waitFor();
    await lawyerPage.getByRole('link', { name: '消息通知' }).waitFor();

    const { token } = await sessionOf(customerBrowser().page);
    const customerApi = apiWith(baseUrl, { 'x-token': token });
    const configs = await customerApi<Array<{ id: number; name: string }>>('GET', '/api/v1/payment/config');
    const order = await customerApi<{ order_no: string }>('POST', '/api/v1/order/service', {
      lawyer_uuid: lawyer.uuid,
      config_id: configs.find((config) => config.name === '图文咨询')!.id,
      description: '聊过之后想请律师看一下劳动合同。',
    });
    await customerApi('POST', '/api/v1/payment', {
      app_scene: 'h5',
      scene: 'service',
      order_no: order.order_no,
    });
    await customerApi('POST', '/api/v1/payment/sandbox/confirm', { order_no: order.order_no });

    // No reload: the notice comes over the socket.
    const bell = lawyerPage.getByRole('link', { name: '消息通知，1条未读' });
    await bell.waitFor();
    await snap(lawyerPage, journey, '05-lawyer-bell-new-order');
    await bell.tap();
    await titled(lawyerPage, '消息通知');
    await main(lawyerPage)
      .getByRole('button', { name: /^未读，新订单/ })
      .waitFor();
    await snap(lawyerPage, journey, '06-notifications');
    await fitsAt(lawyerPage, 320);
    await main(lawyerPage)
      .getByRole('button', { name: /^未读，新订单/ })
      .tap();
    await titled(lawyerPage, '律师服务详情');
    expect(decodeURIComponent(lawyerPage.url())).toContain(order.order_no);
  });
});
