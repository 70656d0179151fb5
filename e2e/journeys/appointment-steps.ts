import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiWith } from '../support/api';
import { snap } from '../support/browser';
import { chooseInSelect } from '../support/console';
import { confirmPicker, h5, loginThroughUi, SESSION_STORAGE_KEY } from '../support/h5';
import { atRest } from '../support/motion';
import { moveClock } from '../support/movable-product';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi } from '../support/session';
import { pickAnHourLater, pickNextDayAt15, wheelsAtRest } from './appointment-time-wheels';

/** Steps the appointment journeys share: the console's dispatch and refund review, the form, the lawyer side. */

/**
 * The dispatch queue in the console: 分配 on the appointment's row, then the lawyer's button in 推荐律师;
 * `notSuggested` names lawyers who must not be among the suggestions.
 */
export async function assignInConsole(
  ops: Page,
  baseUrl: string,
  input: {
    orderNo: string;
    lawyerName: string;
    chosen?: boolean;
    notSuggested?: readonly string[];
    shot?: { journey: string; step: string };
  },
) {
  await ops.goto(`${baseUrl}/admin/appointment-dispatch`);
  const row = ops.getByRole('row').filter({ hasText: input.orderNo });
  await row.getByRole('button', { name: /分\s*配/ }).click();
  const drawer = ops.getByRole('dialog').filter({ hasText: input.orderNo });
  const lawyer = drawer.getByRole('row').filter({ hasText: input.lawyerName });
  const button = lawyer.getByRole('button', { name: input.chosen ? '确认用户选择' : /分\s*配/ });
  await button.waitFor();
  await atRest(drawer);
  if (input.notSuggested?.length) {
    // The 推荐律师 table (not the 用户需求 one above it): each row's first cell starts with the name.
    const suggestions = drawer
      .getByRole('table')
      .filter({ has: ops.getByRole('columnheader', { name: '推荐理由' }) });
    const names = (await suggestions.locator('tbody tr td:first-child').allTextContents()).map(
      (text) => text.split(/\s/)[0],
    );
    expect(names).toContain(input.lawyerName);
    for (const name of input.notSuggested) expect(names).not.toContain(name);
  }
  if (input.shot) await snap(ops, input.shot.journey, input.shot.step);
  await button.click();
  await ops.getByText(`已分配给${input.lawyerName}，等待律师确认`).waitFor();
  await row.waitFor({ state: 'detached' });
}

/**
 * The appointment refund queue in the console: 处理, 部分退款 (once the dialog has opened) of half what may
 * be refunded (the amount field's placeholder says how much that is) for reason 其他 with a text both sides
 * read, 确认处理. The lawyer must have been heard (answered, or 24 h passed). Answers the granted amount
 * in fen.
 */
export async function grantHalfRefundInConsole(
  ops: Page,
  baseUrl: string,
  input: { orderNo: string; shot?: { journey: string; step: string } },
): Promise<number> {
  await ops.goto(`${baseUrl}/admin/appointment-refunds`);
  const row = ops.getByRole('row').filter({ hasText: input.orderNo });
  await row.getByRole('button', { name: /处\s*理/ }).click();
  const dialog = await atRest(ops.getByRole('dialog', { name: `处理退款申请 · ${input.orderNo}` }));
  await dialog.getByText('部分退款', { exact: true }).check();
  const amount = dialog.getByPlaceholder(/^最多 /);
  const most = Number((await amount.getAttribute('placeholder'))?.replace('最多 ', ''));
  const half = Math.floor((most * 100) / 2);
  await amount.fill((half / 100).toFixed(2));
  await chooseInSelect(ops, dialog, '处理理由', '其他');
  await dialog.getByLabel('处理说明').fill('会面前取消，退还一半费用');
  if (input.shot) await snap(ops, input.shot.journey, input.shot.step);
  await dialog.getByRole('button', { name: '确认处理' }).click();
  await ops.getByText('退款已处理').waitFor();
  await row.waitFor({ state: 'detached' });
  return half;
}

export const main = (page: Page) => page.locator('main');
export const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title);

/** The guard sends a signed-out customer to 登录 first (the run may start here): signs in when asked. */
export async function signInIfAsked(page: Page, baseUrl: string, phone: string, then: string) {
  await page.waitForFunction((titles) => titles.includes(document.title), ['登录', then]);
  if ((await page.title()) === '登录') await loginThroughUi(page, baseUrl, phone);
  await titled(page, then);
}

/** Taps a button of the open antd-mobile dialog and waits for it to close. */
export async function tapDialogButton(page: Page, name: string) {
  const button = page.locator('.adm-dialog-button').filter({ hasText: name, visible: true });
  await button.tap();
  await button.waitFor({ state: 'detached' });
}

/** The order number in the page's address. */
export const orderNoOf = (page: Page) => /order_no=(A\d{16})/.exec(decodeURIComponent(page.url()))?.[1] ?? '';

/** The signed-in user's token and uuid from the persisted session. */
export async function sessionOf(page: Page): Promise<{ token: string; uuid: string }> {
  const session = await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      state?: { token?: string; user?: { uuid?: string } };
    };
    return { token: stored.state?.token ?? '', uuid: stored.state?.user?.uuid ?? '' };
  }, SESSION_STORAGE_KEY);
  if (!session.token || !session.uuid) throw new Error('no signed-in user in the session');
  return session;
}

export interface DemoLawyer {
  phone: string;
  uuid: string;
  name: string;
}

/**
 * Opens a demo lawyer's workbench on the lawyer side, signed in through the API (登录 and 切换到律师端 are
 * walked by the login, navigation and certification journeys), and turns 接单中 on there when the demo
 * data left it off (an appointment can only choose a lawyer taking orders).
 */
export async function signInLawyer(page: Page, baseUrl: string, phone: string): Promise<DemoLawyer> {
  const { token, uuid } = await signInByApi(baseUrl, phone);
  await openSignedIn(page, baseUrl, token, 'lawyer');
  await page.getByText('律桥律师工作台').waitFor();
  const accepting = page.getByRole('switch', { name: '接单中' });
  await accepting.waitFor();
  if ((await accepting.getAttribute('aria-checked')) !== 'true') {
    await accepting.tap();
    await expect.poll(() => accepting.getAttribute('aria-checked')).toBe('true');
  }
  const detail = await apiWith(baseUrl)<{ name: string; accepting: number }>(
    'GET',
    `/api/v1/lawyer/detail?uuid=${uuid}`,
  );
  expect(detail.accepting).toBe(1);
  return { phone, uuid, name: detail.name };
}

/** Fails when the page scrolls sideways at `width` px (then restores 375 px). */
export async function fitsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 812 });
  await page.waitForTimeout(150);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 375, height: 812 });
}

export interface Booking {
  description: string;
  /** Pick the day after the earliest one at 15:00 (else an hour after the earliest bookable time). */
  tomorrowAt15?: boolean;
  placeNote?: string;
  /** The chosen lawyer practises in another city than the first one the form offers: confirm the warning. */
  otherCity?: boolean;
}

/**
 * Fills 线下咨询预约表单 the way a person does (city and legal type from their sheets, the time from the
 * seed's picker), submits it and lands on the sandbox cashier; answers the order number and the time.
 */
export async function fillAndSubmitForm(
  page: Page,
  booking: Booking,
  journey: string,
  shot: string,
): Promise<{ orderNo: string; timeText: string }> {
  await titled(page, '线下咨询预约表单');
  await page.getByPlaceholder('您的称呼').fill('李女士');
  await page.getByRole('button', { name: '所在城市' }).tap();
  await confirmPicker(page);
  await expect
    .poll(() => page.getByRole('button', { name: '所在城市' }).textContent())
    .not.toContain('请选择');
  await page.getByRole('button', { name: '咨询类型' }).tap();
  await page.getByRole('group', { name: '咨询类型' }).locator('.adm-selector-item').first().tap();
  await expect
    .poll(() => page.getByRole('button', { name: '咨询类型' }).textContent())
    .not.toContain('请选择');

  await page.getByRole('button', { name: '预约时间' }).tap();
  await page.getByRole('dialog', { name: '预约时间' }).waitFor();
  if (booking.tomorrowAt15) await pickNextDayAt15(page);
  else await pickAnHourLater(page);
  await wheelsAtRest(page);
  await snap(page, journey, `${shot}-time-picker`, { fullPage: false });
  await page.getByRole('button', { name: '完成' }).tap();
  await page.getByRole('dialog', { name: '预约时间' }).waitFor({ state: 'detached' });
  // The field shows the time with its weekday, on the hour or half hour within 08:00–21:00.
  const shown = (await page.getByRole('button', { name: '预约时间' }).textContent()) ?? '';
  expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:[03]0 周[一二三四五六日]$/);
  const timeText = shown.slice(0, 16);
  const hour = Number(timeText.slice(11, 13));
  expect(hour >= 8 && (hour < 21 || timeText.endsWith('21:00'))).toBe(true);
  if (booking.tomorrowAt15) expect(timeText).toMatch(/ 15:00$/);

  if (booking.placeNote) await page.getByPlaceholder(/选填，如/).fill(booking.placeNote);
  await page.getByPlaceholder(/请简要描述/).fill(booking.description);
  await snap(page, journey, `${shot}-form-filled`);
  await fitsAt(page, 320);
  await page.getByRole('button', { name: '提交预约' }).tap();
  if (booking.otherCity) await tapDialogButton(page, '继续预约');
  await titled(page, '模拟收银台');
  await page.getByRole('button', { name: '确认支付' }).waitFor();
  const orderNo = orderNoOf(page);
  expect(orderNo).toMatch(/^A\d{16}$/);
  return { orderNo, timeText };
}

interface TreeNode {
  code?: string;
  id?: number;
  children?: TreeNode[];
}

/** The first choice on every level of a picker's tree, as the form's pickers open (北京市 东城区, 离婚纠纷). */
export async function firstLeaf(baseUrl: string, path: string): Promise<TreeNode> {
  let node = (await apiWith(baseUrl)<TreeNode[]>('GET', path))[0];
  while (node?.children?.length) node = node.children[0];
  if (!node) throw new Error(`${path} is empty`);
  return node;
}

const HALF_HOUR = 30 * 60_000;

/**
 * The first half hour from `from` within the default business hours 08:00–21:00 Asia/Shanghai (an
 * instant, UTC epoch ms).
 */
export function bookableSlotAfter(from: number): number {
  let at = Math.ceil(from / HALF_HOUR) * HALF_HOUR;
  const minuteOfDay = (instant: number) => ((instant + 8 * 3_600_000) % 86_400_000) / 60_000;
  while (minuteOfDay(at) < 8 * 60 || minuteOfDay(at) > 21 * 60) at += HALF_HOUR;
  return at;
}

/**
 * Books an appointment and pays it in the sandbox through the API, as the form and the cashier would
 * (the first city and legal type, the first half hour within business hours 3 h ahead or later); for the journeys that need
 * an appointment in a state, while other bookings walk the form and the cashier. Answers the order number.
 */
export async function bookAndPayByApi(
  baseUrl: string,
  customer: { token: string; phone: string },
  booking: { description: string; lawyerUuid?: string; placeNote?: string },
): Promise<string> {
  const api = apiWith(baseUrl, { 'x-token': customer.token });
  const at = bookableSlotAfter((await moveClock(baseUrl, 0)) + 3 * 3_600_000);
  const { order_no: orderNo } = await api<{ order_no: string }>('POST', '/api/v1/order/appointment', {
    name: '李女士',
    phone: customer.phone,
    area_code: (await firstLeaf(baseUrl, '/api/v1/areaCode/tree')).code,
    legal_type_id: (await firstLeaf(baseUrl, '/api/v1/lawyerLegalType/tree')).id,
    appointment_at: at,
    description: booking.description,
    ...(booking.placeNote ? { place_note: booking.placeNote } : {}),
    ...(booking.lawyerUuid ? { lawyer_uuid: booking.lawyerUuid } : {}),
  });
  await api('POST', '/api/v1/payment', { app_scene: 'h5', scene: 'appointment', order_no: orderNo });
  await api('POST', '/api/v1/payment/sandbox/confirm', { order_no: orderNo });
  return orderNo;
}

/** At the cashier: 确认支付 → 支付成功 → 查看预约, on the paid appointment's detail. */
export async function payAtCashier(page: Page) {
  await page.getByRole('button', { name: '确认支付' }).tap();
  await titled(page, '支付成功');
  await main(page).getByRole('heading', { name: '支付成功' }).waitFor();
}

/** The UTC instant of a Shanghai wall-clock text `YYYY-MM-DD HH:mm`. */
export function shanghaiInstant(text: string): number {
  const [date = '', time = ''] = text.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute) - 8 * 3_600_000;
}

/** Opens an appointment on the lawyer's workbench under 待确认 and waits for its detail. */
export async function openFromWorkbench(
  page: Page,
  baseUrl: string,
  orderNo: string,
  shot?: { journey: string; step: string },
) {
  // Reloaded: the workbench may be on screen already, with the counts it had then.
  await page.goto(h5(baseUrl, '/'));
  await page.reload();
  const section = page.getByRole('region', { name: '线下预约' });
  await section.getByRole('tab', { name: /待确认\s*1/ }).waitFor();
  if (shot) {
    await section.scrollIntoViewIfNeeded();
    await snap(page, shot.journey, shot.step);
  }
  await section
    .getByRole('link', { name: /线下咨询/ })
    .first()
    .tap();
  await titled(page, '线下预约详情');
  expect(orderNoOf(page)).toBe(orderNo);
}

/** The lawyer accepts on 线下预约详情 and then sees the customer's full phone to call. */
export async function acceptAsLawyer(page: Page, customerPhone: string) {
  await main(page).getByText('（接受预约后可查看完整号码）').waitFor();
  await page.getByRole('button', { name: '接受预约' }).tap();
  await tapDialogButton(page, '确定');
  await page.getByRole('link', { name: `拨打用户电话 ${customerPhone}` }).waitFor();
}
