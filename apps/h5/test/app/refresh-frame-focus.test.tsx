import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenComplete } from '../../src/app/first-screen';
import { DeferredRefreshFrame } from '../../src/app/shell/with-pull-to-refresh';

// A file of its own: the frame's code is kept once loaded, and this test needs it still to come.
describe('the pull-to-refresh frame arriving while someone types', () => {
  it('keeps the focus and the caret of a field being typed in when the frame loads (the move would blur it)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeferredRefreshFrame>
          <textarea aria-label="回复" defaultValue="很抱歉让您" />
        </DeferredRefreshFrame>
      </QueryClientProvider>,
    );
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '回复' });
    field.focus();
    field.setSelectionRange(2, 4);
    const atRest = document.querySelector('.adm-pull-to-refresh');
    act(() => markFirstScreenComplete());
    await waitFor(() => expect(document.querySelector('.adm-pull-to-refresh')).not.toBe(atRest));
    expect(field.closest('.adm-pull-to-refresh-content')).not.toBeNull();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 4]);
  });
});
