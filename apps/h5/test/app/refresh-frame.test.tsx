import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenComplete } from '../../src/app/first-screen';
import { DeferredRefreshFrame } from '../../src/app/shell/with-pull-to-refresh';

let mounts = 0;

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      点了{count}次
    </button>
  );
}

describe('the pull-to-refresh frame', () => {
  it('draws the page at once in a frame at rest, and keeps it (mounted once, its state) when the frame loads after the first screen', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeferredRefreshFrame>
          <Counter />
        </DeferredRefreshFrame>
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: '点了0次' });
    expect(button.closest('.adm-pull-to-refresh-content')).not.toBeNull();
    expect(document.querySelector('.adm-pull-to-refresh-head')?.getAttribute('style')).toBe('height: 0px;');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: '点了1次' })).toBe(button);

    const atRest = document.querySelector('.adm-pull-to-refresh');
    act(() => markFirstScreenComplete());
    // antd-mobile's PullToRefresh (react-spring) replaces the frame; the page moved into it, not drawn again.
    await waitFor(() => expect(document.querySelector('.adm-pull-to-refresh')).not.toBe(atRest));
    expect(document.querySelector('.adm-pull-to-refresh')).not.toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: '点了1次' }).closest('.adm-pull-to-refresh-content'),
      ).not.toBeNull(),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('button', { name: '点了1次' })).toBe(button);
    expect(document.querySelectorAll('.adm-pull-to-refresh')).toHaveLength(1);
    expect(mounts).toBe(1);
  });
});
