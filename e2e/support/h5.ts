import type { Locator, Page } from 'playwright-core';
import { latestSmsCode } from './api';

export const SESSION_STORAGE_KEY = 'lawbridge-session';

/** Address of an H5 route (hash router). */
export function h5(baseUrl: string, route: string): string {
  return `${baseUrl}/#${route}`;
}

/** Logs in on the 登录 page the way a person does: phone, agreement, code from the SMS (dev endpoint), 登录. */
export async function loginThroughUi(page: Page, baseUrl: string, phone: string) {
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByLabel('同意用户协议和隐私协议').tap();
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestSmsCode(baseUrl, phone));
  await page.getByRole('button', { name: '登录', exact: true }).tap();
}

/** Counts every toast text shown from now on (window.__toasts), to tell "once" from "twice". */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __toasts: seen });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLElement && node.matches('.adm-toast-main, :has(.adm-toast-main)')) {
            seen.push(node.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** A real PNG drawn by the browser on a canvas (a portrait-like card with a caption), for upload fields. */
export async function samplePng(page: Page, caption: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 0, 320);
    gradient.addColorStop(0, '#dbe8ff');
    gradient.addColorStop(1, '#1677ff');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 240, 320);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(120, 120, 60, 0, Math.PI * 2);
    context.fill();
    context.font = '28px sans-serif';
    context.textAlign = 'center';
    context.fillText(text, 120, 260);
    return canvas.toDataURL('image/png');
  }, caption);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Confirms the open antd-mobile picker sheet with its current choice, then waits for the sheet to close. */
export async function confirmPicker(page: Page) {
  const confirm = page.locator('.adm-picker-header-button').filter({ hasText: '确定', visible: true });
  await confirm.tap();
  await confirm.waitFor({ state: 'detached' }).catch(() => confirm.waitFor({ state: 'hidden' }));
}

/**
 * Taps `target` the way a finger does, down for a moment before it lifts. Playwright's tap() lifts within
 * a fraction of a millisecond, one time in ten or so within the same one (measured: 3 of 40), and
 * antd-mobile's gesture handlers take a tap that lasted no time for something other than a finger (the
 * image viewer's tap-to-close ignores it, and the viewer stays open).
 */
export async function fingerTap(target: Locator) {
  await target.tap({ trial: true });
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to tap has no box');
  const page = target.page();
  const touch = await page.context().newCDPSession(page);
  try {
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(80);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await touch.detach();
  }
}

/** Integer fen as the H5 app writes it: 23.20. */
export const yuan = (fen: number) =>
  `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
