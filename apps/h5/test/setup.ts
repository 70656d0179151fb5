import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Browsers do nothing for a click on an <a> without href (antd-mobile's clickable List.Item is one);
// jsdom follows it to the document's address without its hash, which would reset the hash route.
document.addEventListener(
  'click',
  (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (anchor && !anchor.hasAttribute('href')) event.preventDefault();
  },
  true,
);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
