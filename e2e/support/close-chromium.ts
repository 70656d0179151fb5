import { afterAll } from 'vitest';
import { closeChromium } from './browser';

// Each journey file shares one Chromium between its sessions (support/browser.ts); it ends with the file.
afterAll(closeChromium);
