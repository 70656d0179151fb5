import { describe, expect, it } from 'vitest';
import { snap, useBrowser } from '../support/browser';
import { h5 } from '../support/h5';
import { expectPage, openInApp, sidewaysOverflow } from '../support/page-checks';
import { ABOUT, CUSTOMER_SIDE_ROUTES, LAWYER_SIDE_ROUTES, type RouteCase } from '../support/route-cases';
import { openSignedIn, signInByApi } from '../support/session';
import type { Page } from 'playwright-core';
import { sharedProduct } from '../support/shared-product';

const journey = 'layout-widths';
/** A demo lawyer no other journey signs in as. */
const LAWYER_PHONE = '13900000004';
const PHONE_WIDTHS = [320, 375] as const;

async function withLawyerUuid(baseUrl: string, routes: readonly RouteCase[]): Promise<RouteCase[]> {
  const response = await fetch(`${baseUrl}/api/v1/lawyer?page_size=1`);
  const body = (await response.json()) as { data: { list: Array<{ uuid: string }> } };
  const uuid = body.data.list[0]!.uuid;
  return routes.map((entry) => ({ ...entry, route: entry.route.replace('uuid=uuid', `uuid=${uuid}`) }));
}

/** Opens each route at each phone width and lists those that scroll sideways, with by how much. */
async function overflowingRoutes(page: Page, routes: readonly RouteCase[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    for (const entry of routes) {
      await openInApp(page, entry.route);
      await expectPage(page, entry);
      await page.waitForTimeout(150);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) found.push(`${entry.route} at ${width} px: ${overflow} px too wide`);
    }
  }
  return found;
}

describe('every page fits a phone and stays a centred column on a desktop', () => {
  const browser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;

  it('shows the login page as a narrow centred form at 1440 px', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(h5(baseUrl, '/pages/auth/login'));
    const phoneInput = page.getByRole('textbox', { name: '手机号' });
    await phoneInput.waitFor();
    const box = await phoneInput.boundingBox();
    expect(box?.width).toBeLessThan(480);
    await snap(page, journey, '1440-login');
    await page.setViewportSize({ width: 320, height: 740 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '320-login');
    const lawyer = await signInByApi(baseUrl, LAWYER_PHONE);
    await openSignedIn(page, baseUrl, lawyer.token, 'customer');
  });

  it('never scrolls sideways at 320 or 375 px on a customer-side route', { timeout: 240_000 }, async () => {
    const { page } = browser();
    const routes = await withLawyerUuid(baseUrl, [...CUSTOMER_SIDE_ROUTES, ABOUT]);
    expect(await overflowingRoutes(page, routes)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 740 });
    for (const entry of routes.filter((item) => /lawyer\/(list|detail)|setting|^\/$/.test(item.route))) {
      await openInApp(page, entry.route);
      await expectPage(page, entry);
      await snap(page, journey, `320-${entry.title}`);
    }
  });

  it('keeps the lawyer page and its action bar inside the centred column at 1440 px', async () => {
    const { page } = browser();
    const [detail] = await withLawyerUuid(
      baseUrl,
      CUSTOMER_SIDE_ROUTES.filter((entry) => entry.route.startsWith('/pages/customer/lawyer/detail')),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await openInApp(page, detail!.route);
    await expectPage(page, detail!);
    const column = await page.locator('#root').boundingBox();
    const actions = await page.getByRole('navigation', { name: '联系律师' }).boundingBox();
    expect(actions!.x).toBeGreaterThanOrEqual(column!.x);
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
    await snap(page, journey, '1440-lawyer-page');
    for (const entry of CUSTOMER_SIDE_ROUTES.filter((item) => /^\/$|lawyer\/list|setting/.test(item.route))) {
      await openInApp(page, entry.route);
      await expectPage(page, entry);
      await snap(page, journey, `1440-${entry.title}`);
    }
  });

  it('never scrolls sideways at 320 or 375 px on a lawyer-side route', { timeout: 120_000 }, async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 375, height: 740 });
    await openInApp(page, '/pages/customer/setting/index');
    await page.getByText('切换到律师端').tap();
    await expectPage(page, LAWYER_SIDE_ROUTES[1]!);
    expect(await overflowingRoutes(page, LAWYER_SIDE_ROUTES)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 740 });
    for (const entry of LAWYER_SIDE_ROUTES.slice(0, 3)) {
      await openInApp(page, entry.route);
      await expectPage(page, entry);
      await snap(page, journey, `320-lawyer-${entry.title}`);
    }
  });
});
