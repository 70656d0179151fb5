import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snap, useBrowser } from '../support/browser';

const journey = 'date-time-picker';
const repoRoot = resolve(import.meta.dirname, '../..');

/** Labels of the selected item in each wheel, left to right (year, month, day, hour, minute). */
function selectedLabels(page: Page) {
  return page.locator('.adm-picker-view-column-item-active').allTextContents();
}

function wheel(page: Page, index: number) {
  return page.locator('.adm-picker-view-column').nth(index);
}

describe('the date/time picker follows the seed rules in a real browser', () => {
  const browser = useBrowser('phone');
  let vite: ViteDevServer;
  let url: string;

  beforeAll(async () => {
    vite = await createServer({
      root: resolve(import.meta.dirname, '../fixtures/date-time-picker'),
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      server: { host: '127.0.0.1', port: 0, fs: { allow: [repoRoot] } },
    });
    await vite.listen();
    url = vite.resolvedUrls?.local[0] ?? '';
  });
  afterAll(async () => {
    await vite?.close();
  });

  it('clamps days, snaps to the bounds, confirms, and hides after cancelling', async () => {
    const { page } = browser();
    await page.goto(url);
    await page.getByRole('button', { name: '选择时间' }).click();
    await page.getByRole('dialog', { name: '预约时间' }).waitFor();
    await expect(page.getByRole('button', { name: '完成' }).isVisible()).resolves.toBe(true);
    await expect(selectedLabels(page)).resolves.toEqual(['2024', '01', '31', '10', '30']);
    // A day inside the bounds offers the whole clock: 00–23 and 00–59.
    await expect(wheel(page, 3).locator('.adm-picker-view-column-item').count()).resolves.toBe(24);
    await expect(wheel(page, 4).locator('.adm-picker-view-column-item').count()).resolves.toBe(60);
    await snap(page, journey, '01-open');

    // February of a leap year: the 31st clamps to the 29th.
    await wheel(page, 1).getByText('02', { exact: true }).tap();
    await expect.poll(() => selectedLabels(page)).toEqual(['2024', '02', '29', '10', '30']);

    // 2023-02 lies before the start bound (2023-06-15 08:00): the value snaps to the bound.
    await wheel(page, 0).getByText('2023', { exact: true }).tap();
    await expect.poll(() => selectedLabels(page)).toEqual(['2023', '06', '15', '08', '00']);
    // On the first allowed day the hours start at the bound's hour.
    await expect(wheel(page, 3).locator('.adm-picker-view-column-item').first().textContent()).resolves.toBe(
      '08',
    );
    await snap(page, journey, '02-snapped-to-start');

    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => page.getByTestId('value').textContent()).toBe('2023-06-15 08:00');

    await page.getByRole('button', { name: '选择时间' }).click();
    await page.getByRole('dialog', { name: '预约时间' }).waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByRole('dialog', { name: '预约时间' }).waitFor({ state: 'detached' });
    await expect(page.getByTestId('value').textContent()).resolves.toBe('2023-06-15 08:00');
    await snap(page, journey, '03-closed');
  });
});
