// Makes sure Debian Chromium and a Chinese font are there for the browser journeys.
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './system-packages.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureBrowser() {
  ensureDebianPackages(['chromium', 'fonts-wqy-microhei'], 'the browser journeys');
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing after installing chromium`);
}
