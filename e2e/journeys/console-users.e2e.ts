import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { chooseInSelect, consoleLogin } from '../support/console';
import { loginThroughUi } from '../support/h5';
import { atRest } from '../support/motion';
import { pastSmsInterval, useMovableProduct } from '../support/movable-product';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi } from '../support/session';

const journey = 'console-users';
/** A demo lawyer of the journey's own product. */
const LAWYER_PHONE = '13900000058';
const DISABLE_NOTE = '请补交年检材料后联系平台';

/**
 * On a product of its own whose clock moves: the banned customer's login through 登录 asks for a second
 * code within the minute of the first, which the server's clock passes at once.
 */
describe('an operator bans a user and disables a lawyer with reasons the people read', () => {
  const product = useMovableProduct();
  const phone = useBrowser('phone');
  const desk = useBrowser('desktop');

  it('停用律师 asks why, and the lawyer reads it on the workbench', async () => {
    const { baseUrl, dataDir } = product();
    const lawyerSession = await signInByApi(baseUrl, LAWYER_PHONE);
    const lawyer = await apiWith(baseUrl)<{ name: string }>(
      'GET',
      `/api/v1/lawyer/detail?uuid=${lawyerSession.uuid}`,
    );
    const operator = desk().page;
    await consoleLogin(operator, baseUrl, dataDir, `/lawyers?keyword=${encodeURIComponent(lawyer.name)}`);
    const row = operator.getByRole('row').filter({ hasText: LAWYER_PHONE });
    await row.getByRole('button', { name: /停\s*用/ }).click();
    const dialog = await atRest(operator.getByRole('dialog', { name: `停用律师 ${lawyer.name}` }));
    await dialog.getByRole('button', { name: '确认停用' }).click();
    await dialog.getByText('请选择或填写停用原因').waitFor();
    await dialog.getByLabel('资料信息不实').check();
    await dialog.getByPlaceholder(/执业证年检未通过/).fill(DISABLE_NOTE);
    await dialog.getByText(`律师将看到：资料信息不实；${DISABLE_NOTE}`).waitFor();
    await snap(operator, journey, '01-console-disable-reason');
    await dialog.getByRole('button', { name: '确认停用' }).click();
    await operator.getByText(`已停用律师 ${lawyer.name}`).waitFor();

    // The drawer says why, over the list.
    await row.getByRole('link', { name: lawyer.name }).click();
    const drawer = operator.getByRole('dialog', { name: `律师 ${lawyer.name}` });
    await drawer.getByText(`原因：资料信息不实；${DISABLE_NOTE}`).waitFor();
    await snap(operator, journey, '02-console-lawyer-drawer');

    const { page } = phone();
    await openSignedIn(page, baseUrl, lawyerSession.token, 'lawyer', '/');
    await page.getByText(`账号已停用：资料信息不实；${DISABLE_NOTE}，如有疑问请联系平台`).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '03-h5-workbench-disabled');

    // 启用 again from the drawer; the reason is gone.
    await drawer.getByRole('button', { name: '启用该律师' }).click();
    await (await atRest(operator.getByRole('button', { name: '确认启用' }))).click();
    await operator.getByText(`已启用律师 ${lawyer.name}`).waitFor();
    await page.reload();
    await page.getByText('接单中').first().waitFor();
  });

  it('封禁 ends the session and refuses login naming the reason; the audit log names and links the user', async () => {
    const { baseUrl } = product();
    const customerPhone = uniquePhone();
    const { page } = phone();
    const customer = await signInByApi(baseUrl, customerPhone);
    await openSignedIn(page, baseUrl, customer.token, 'customer', '/pages/customer/setting/index');
    await page.getByText('我的订单').first().waitFor();

    const operator = desk().page;
    // Still in the console from the journey's first part (one desktop browser for the file): close the
    // lawyer's drawer, then 用户管理 from the menu once the drawer has gone (a click on the menu while its mask
    // still fades out lands on the mask).
    await operator.keyboard.press('Escape');
    await operator.getByRole('dialog', { name: /^律师 / }).waitFor({ state: 'hidden' });
    await operator.getByRole('menuitem', { name: '用户管理' }).click();
    await operator.getByLabel('搜索').fill(customerPhone.slice(-4));
    await operator.getByRole('button', { name: /搜\s*索/ }).click();
    await operator
      .getByRole('link', { name: `用户${customerPhone.slice(-4)}` })
      .first()
      .waitFor();
    await operator.getByLabel('搜索').fill(customerPhone);
    await operator.getByRole('button', { name: /搜\s*索/ }).click();
    const row = operator.getByRole('row').filter({ hasText: customerPhone });
    await row.getByRole('link').click();
    const drawer = operator.getByRole('dialog', { name: `用户 用户${customerPhone.slice(-4)}` });
    await drawer.getByText('服务订单（0）').waitFor();
    await snap(operator, journey, '04-console-user-drawer');

    await drawer.getByRole('button', { name: '封禁该用户' }).click();
    const dialog = await atRest(operator.getByRole('dialog', { name: /封禁用户/ }));
    await dialog.getByLabel('骚扰或辱骂他人').check();
    await dialog.getByPlaceholder(/仅运营可见/).fill('多次辱骂律师');
    await dialog
      .getByText('用户登录时将看到：账号已被封禁（骚扰或辱骂他人），无法登录，如有疑问请联系平台客服')
      .waitFor();
    await snap(operator, journey, '05-console-ban-dialog');
    await dialog.getByRole('button', { name: '确认封禁' }).click();
    await drawer.getByRole('button', { name: '解封该用户' }).waitFor();
    await drawer.getByText(/起封禁：骚扰或辱骂他人（多次辱骂律师）/).waitFor();
    await snap(operator, journey, '06-console-user-banned');

    // The audit log: filtered to bans, the user named readably, linked to the user's drawer; back returns.
    await operator.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await operator.getByRole('menuitem', { name: '操作日志' }).click();
    await chooseInSelect(operator, operator, '操作类型', '封禁用户', { search: '封禁' });
    const masked = `${customerPhone.slice(0, 3)}****${customerPhone.slice(-4)}`;
    const target = operator.getByRole('link', { name: `用户 用户${customerPhone.slice(-4)}/${masked}` });
    await target.waitFor();
    await expect
      .poll(() => operator.getByRole('row').filter({ hasText: '运营 admin' }).count())
      .toBeGreaterThan(0);
    await snap(operator, journey, '07-audit-log-ban');
    await target.click();
    await drawer.getByText('已封禁').first().waitFor();
    await operator.goBack();
    await target.waitFor();
    expect(operator.url()).toContain('/admin/audit-log?action=user.ban');

    // The phone's session ended: the next request sends the user to 登录, whose login names the reason.
    await page.reload();
    await page.getByRole('button', { name: '获取验证码' }).waitFor();
    await pastSmsInterval(baseUrl);
    await loginThroughUi(page, baseUrl, customerPhone);
    await page.getByText('账号已被封禁（骚扰或辱骂他人），无法登录，如有疑问请联系平台客服').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '08-h5-login-refused');

    // 解封 (that login works again is proven by the API tests: SMS sends are limited per phone and address).
    await operator.getByRole('link', { name: `用户 用户${customerPhone.slice(-4)}/${masked}` }).click();
    // The drawer slides in and the confirmation pops up: a press on a button still moving is a lost click.
    await (await atRest(drawer.getByRole('button', { name: '解封该用户' }))).click();
    await (await atRest(operator.getByRole('button', { name: '确认解封' }))).click();
    await drawer.getByRole('button', { name: '封禁该用户' }).waitFor();
  }, 240_000);
});
