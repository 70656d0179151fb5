import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { buttonWithText } from '../../buttons';

/**
 * Fills the after-sale decision dialog's reason (by its label) and text, then confirms: `verb` is 处理
 * (refund requests) or 裁定 (appeals), naming the fields and the button.
 */
export async function giveReasonAndConfirm(
  dialog: HTMLElement,
  verb: '处理' | '裁定',
  reason: string,
  text: string,
) {
  fireEvent.mouseDown(within(dialog).getByLabelText(`${verb}理由`));
  fireEvent.click(await screen.findByTitle(reason));
  fireEvent.change(within(dialog).getByLabelText(`${verb}说明`), { target: { value: text } });
  fireEvent.click(buttonWithText(`确认${verb}`, dialog));
}

/** Waits until the page has sent exactly one POST: `body` to `path`. */
export async function expectOnePost(posts: () => unknown[], path: string, body: unknown) {
  await waitFor(() => expect(posts()).toEqual([{ path, body }]));
}
