// What the browser journeys need from Debian: Chromium and a Chinese font (test-all.mjs installs them).
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_PACKAGES = ['chromium', 'fonts-wqy-microhei'];
