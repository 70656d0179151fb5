import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { pageAtRest } from './motion';

export const artifactsDir = resolve(import.meta.dirname, '../artifacts');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Session {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** Another browser's user agent, e.g. WeChat's in-app browser. */
  userAgent?: string;
}

/** A fresh Debian Chromium profile: a phone at 375 px wide (iPhone 12 otherwise) or a 1280 px desktop. */
export async function openBrowser(
  kind: 'phone' | 'desktop' = 'phone',
  options: BrowserOptions = {},
): Promise<Session> {
  const profileDir = mkdtempSync(join(tmpdir(), 'lawbridge-chromium-'));
  const device =
    kind === 'phone'
      ? {
          ...devices['iPhone 12'],
          viewport: { width: 375, height: 812 },
          screen: { width: 375, height: 812 },
        }
      : { viewport: { width: 1280, height: 800 } };
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...device,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * Saves a full-page screenshot into e2e/artifacts/<journey>/<step>.png for a person to look at; with
 * `fullPage: false` only the viewport, as the phone shows it (a full-page capture of a long page draws
 * its fixed bottom bar where the viewport ended, in the middle of the content).
 */
export async function snap(page: Page, journey: string, step: string, options: { fullPage?: boolean } = {}) {
  // Sheets, wheels and toasts come to rest first.
  await pageAtRest(page);
  const dir = join(artifactsDir, journey);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${step}.png`), fullPage: options.fullPage ?? true });
}

/** Opens a fresh browser for the enclosing `describe` and closes it afterwards; call the result inside a test. */
export function useBrowser(kind: 'phone' | 'desktop' = 'phone', options: BrowserOptions = {}): () => Session {
  let session: Session | null = null;
  beforeAll(async () => {
    session = await openBrowser(kind, options);
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('the browser is not open yet (useBrowser runs in beforeAll)');
    return session;
  };
}
