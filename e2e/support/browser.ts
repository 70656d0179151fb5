import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, type TestContext } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';
import { pageAtRest } from './motion';
import { sidewaysOverflow } from './page-checks';

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

let chromiumOfThisFile: Promise<Browser> | null = null;

/** The one Debian Chromium of the running test file (started on first use; see closeChromium). */
function chromiumForThisFile(): Promise<Browser> {
  chromiumOfThisFile ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
  return chromiumOfThisFile;
}

/** Ends the test file's Chromium (support/close-chromium.ts, after each file). */
export async function closeChromium() {
  const running = chromiumOfThisFile;
  chromiumOfThisFile = null;
  await (await running)?.close();
}

/**
 * A fresh browser profile (a context of its own: storage, cookies and cache of its own, as a separate
 * Chromium profile would have): a phone at 375 px wide (iPhone 12 otherwise) or a 1280 px desktop.
 */
export async function openBrowser(
  kind: 'phone' | 'desktop' = 'phone',
  options: BrowserOptions = {},
): Promise<Session> {
  const device =
    kind === 'phone'
      ? {
          ...devices['iPhone 12'],
          viewport: { width: 375, height: 812 },
          screen: { width: 375, height: 812 },
        }
      : { viewport: { width: 1280, height: 800 } };
  const chromiumOfFile = await chromiumForThisFile();
  const context = await chromiumOfFile.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...device,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    // Each browser profile is a client of its own address (support/client-address.ts).
    extraHTTPHeaders: { [CLIENT_ADDRESS_HEADER]: clientAddress() },
  });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
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

/**
 * The page on the narrowest phone, 320 px wide: nothing scrolls sideways, and a picture of it
 * (`<step>-320`); then back to the width it had.
 */
export async function snapAt320(
  page: Page,
  journey: string,
  step: string,
  options: { fullPage?: boolean } = {},
) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await snap(page, journey, `${step}-320`, options);
  if (size) await page.setViewportSize(size);
}

/** How many sessions of each kind the running test file has asked for (each file loads this module afresh). */
const sessionsOfFile = { phone: 0, desktop: 0 };

/** How long a failure picture may take: a page stuck in a loop must not hide the failure it would show. */
const FAILURE_SNAP_TIMEOUT_MS = 5000;

/**
 * After a failed test, a picture of each page the session has open, as it was when the test failed:
 * e2e/artifacts/<journey file>/FAILED-<test>-<phone|desktop><n>-page<m>.png, n the session's place among
 * the file's sessions of its kind (the journey's own pictures stop where it failed). A page that cannot be
 * pictured is skipped: the test's own failure is what the run reports.
 */
async function snapFailure(session: Session, name: string, { task }: TestContext) {
  if (task.result?.state !== 'fail') return;
  const journey = basename(task.file.name).replace(/\.e2e\.ts$/, '');
  const dir = join(artifactsDir, journey);
  mkdirSync(dir, { recursive: true });
  const test = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
  const pages = session.context.pages();
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({
          path: join(dir, `FAILED-${test}-${name}-page${index + 1}.png`),
          fullPage: true,
          timeout: FAILURE_SNAP_TIMEOUT_MS,
        })
        .catch((error: unknown) => console.error(`no failure picture of ${page.url()}: ${String(error)}`)),
    ),
  );
}

/**
 * Opens a fresh browser profile for the enclosing `describe` and closes it afterwards (a failed test
 * leaves a picture of its pages first); call the result inside a test.
 */
export function useBrowser(kind: 'phone' | 'desktop' = 'phone', options: BrowserOptions = {}): () => Session {
  sessionsOfFile[kind] += 1;
  const name = `${kind}${sessionsOfFile[kind]}`;
  let session: Session | null = null;
  beforeAll(async () => {
    session = await openBrowser(kind, options);
  });
  afterEach(async (context) => {
    if (session) await snapFailure(session, name, context);
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('the browser is not open yet (useBrowser runs in beforeAll)');
    return session;
  };
}
