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

/** What a refund dialog reads of the order's detail: the parties' chat. */
export const CHAT = {
  transcript: [
    {
      sender: 'customer',
      kind: 'text',
      text: '律师您好，什么时候能答复？',
      image_url: null,
      created_at: 1_740_794_400_000,
    },
    { sender: 'lawyer', kind: 'text', text: '今晚发给您', image_url: null, created_at: 1_740_794_460_000 },
  ],
  transcript_truncated: false,
};

/** Unfolds 聊天记录 in a refund dialog and waits for both sides' messages. */
export async function expectChatIn(dialog: HTMLElement) {
  fireEvent.click(await within(dialog).findByText('聊天记录（2条）'));
  const chat = await within(dialog).findByRole('list', { name: '聊天记录' });
  expect(within(chat).getByText('律师您好，什么时候能答复？')).toBeTruthy();
  expect(within(chat).getByText('今晚发给您')).toBeTruthy();
}
