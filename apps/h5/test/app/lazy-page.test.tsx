import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyPage } from '../../src/app/lazy/lazy-page';
import { LOADING_VIEW_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../../src/app/lazy/use-lazy-page';
import type { PageComponent, PageLoader, PageProps } from '../../src/app/page-types';

const RETRY_TEXT = 'The connection timed out, click the screen to try again.';

function QueryEcho({ query }: PageProps) {
  return <p>页面 {query.id}</p>;
}

function OtherPage() {
  return <p>另一个页面</p>;
}

/** A loader whose chunk arrives (or fails) when the test says so. */
function controlledLoader(Page: PageComponent = QueryEcho) {
  const attempts: Array<{ resolve(): void; reject(): void }> = [];
  const load: PageLoader = () =>
    new Promise((resolve, reject) => {
      attempts.push({
        resolve: () => resolve({ default: Page }),
        reject: () => reject(new Error('chunk')),
      });
    });
  return { load, attempts };
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'language');
});

describe('lazy page', () => {
  it('shows nothing for 200 ms, then a loading view, then the page with its query', async () => {
    const { load, attempts } = controlledLoader();
    render(<LazyPage load={load} query={{ id: '7' }} />);
    act(() => vi.advanceTimersByTime(LOADING_VIEW_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    await act(async () => attempts[0]?.resolve());
    expect(screen.getByText('页面 7')).toBeTruthy();
  });

  it('never shows the loading view for a page that arrives within 200 ms', async () => {
    const { load, attempts } = controlledLoader();
    render(<LazyPage load={load} query={{ id: '1' }} />);
    await act(async () => attempts[0]?.resolve());
    act(() => vi.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('页面 1')).toBeTruthy();
  });

  it('gives up after 60 s with the time-out text, and a tap on it tries again', async () => {
    const { load, attempts } = controlledLoader();
    render(<LazyPage load={load} query={{ id: '2' }} />);
    act(() => vi.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText(RETRY_TEXT)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByText(RETRY_TEXT));
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]?.resolve());
    expect(screen.getByText('页面 2')).toBeTruthy();
  });

  it('shows the page of the loader it is given now, never the page it showed before', async () => {
    const first = controlledLoader();
    const second = controlledLoader(OtherPage);
    const { rerender } = render(<LazyPage load={first.load} query={{ id: 'A' }} />);
    await act(async () => first.attempts[0]?.resolve());
    expect(screen.getByText('页面 A')).toBeTruthy();

    rerender(<LazyPage load={second.load} query={{ id: 'B' }} />);
    expect(screen.queryByText('页面 A')).toBeNull();
    expect(screen.queryByText('页面 B')).toBeNull();
    await act(async () => second.attempts[0]?.resolve());
    expect(screen.getByText('另一个页面')).toBeTruthy();

    rerender(<LazyPage load={first.load} query={{ id: 'C' }} />);
    expect(screen.getByText('页面 C')).toBeTruthy();
  });

  it('shows the retry view at once when the chunk fails to load', async () => {
    const { load, attempts } = controlledLoader();
    render(<LazyPage load={load} query={{}} />);
    await act(async () => attempts[0]?.reject());
    expect(screen.getByText(RETRY_TEXT)).toBeTruthy();
  });
});
