import { describe, expect, it } from 'vitest';
import { snap, useBrowser } from '../support/browser';
import { expectPage } from '../support/page-checks';
import { ABOUT, CUSTOMER_SIDE_ROUTES } from '../support/route-cases';
import { sharedProduct } from '../support/shared-product';

const journey = 'hash-paths';
const LAWYER_LIST = CUSTOMER_SIDE_ROUTES.find((entry) => entry.route === '/pages/customer/lawyer/list')!;

describe('an H5 page typed as a path, without #', () => {
  const browser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;

  it('lands on its hash route with the query kept, and history walks back and forward', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}${LAWYER_LIST.route}?x=1`);
    await expectPage(page, LAWYER_LIST);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toBe(`#${LAWYER_LIST.route}?x=1`);
    await snap(page, journey, '01-lawyer-list-from-a-path');

    await page.goto(`${baseUrl}${ABOUT.route}`);
    await expectPage(page, ABOUT, LAWYER_LIST);
    expect(new URL(page.url()).hash).toBe(`#${ABOUT.route}`);
    await page.goBack();
    await expectPage(page, LAWYER_LIST, ABOUT);
    await page.goForward();
    await expectPage(page, ABOUT, LAWYER_LIST);
    await snap(page, journey, '02-about-after-back-and-forward');
  });

  it('leaves unknown API paths to the envelope', async () => {
    const response = await fetch(`${baseUrl}/api/v1${LAWYER_LIST.route}`);
    expect(await response.json()).toEqual({ code: 7, msg: '接口不存在', data: null });
  });
});
