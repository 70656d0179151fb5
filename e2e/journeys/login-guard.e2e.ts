import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { h5, loginThroughUi } from '../support/h5';
import { sharedProduct } from '../support/shared-product';

const journey = 'login-guard';

describe('an anonymous visit to an order route lands on login and returns after login', () => {
  const browser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;

  it('keeps the order route as the return address', async () => {
    const { page } = browser();
    const orderRoute = '/pages/customer/order/service/list';
    await page.goto(h5(baseUrl, orderRoute));
    await page.getByRole('textbox', { name: '手机号' }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`redirect=${orderRoute}`);
    await snap(page, journey, '01-login-with-return');

    await loginThroughUi(page, baseUrl, uniquePhone());
    await page.waitForURL((url) => url.hash.startsWith(`#${orderRoute}`));
    await page.getByText('服务记录').first().waitFor();
    await snap(page, journey, '02-returned-to-order-route');
  });
});
