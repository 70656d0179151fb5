import { fireEvent, waitFor } from '@testing-library/react';

/**
 * The one button whose text is `text`. Role queries compute styles for every element, which jsdom does
 * slowly against antd's generated style sheets (seconds per query on a full console page), so page tests
 * find buttons by their visible text instead.
 */
export function buttonWithText(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const matches = [...container.querySelectorAll('button')].filter(
    (button) => button.textContent?.trim() === text,
  );
  if (matches.length !== 1) throw new Error(`expected one button "${text}", found ${matches.length}`);
  return matches[0] as HTMLButtonElement;
}

/** Waits until exactly one button shows `text`. */
export function findButtonWithText(text: string, container?: HTMLElement): Promise<HTMLButtonElement> {
  return waitFor(() => buttonWithText(text, container));
}

export function countButtonsWithText(text: string, container: HTMLElement = document.body): number {
  return [...container.querySelectorAll('button')].filter((button) => button.textContent?.trim() === text)
    .length;
}

/** Presses the button `text` in `container`, then `okText` in the confirmation it opens. */
export async function clickConfirmed(container: HTMLElement, text: string, okText = text): Promise<void> {
  fireEvent.click(await findButtonWithText(text, container));
  const popover = await waitFor(() => {
    const shown = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    if (!shown) throw new Error('no confirmation shown');
    return shown;
  });
  fireEvent.click(await findButtonWithText(okText, popover));
}
