import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from '../../src/components/date-time-picker';
import { useDelayedVisibility } from '../../src/components/date-time-picker/use-delayed-visibility';

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'language');
});

describe('picker visibility', () => {
  it('is mounted at once, opens after 20 ms, closes at once and is removed after 260 ms', () => {
    const { result, rerender } = renderHook(({ requested }) => useDelayedVisibility(requested), {
      initialProps: { requested: false },
    });
    expect(result.current).toEqual({ mounted: false, open: false });

    rerender({ requested: true });
    expect(result.current).toEqual({ mounted: true, open: false });
    act(() => vi.advanceTimersByTime(19));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ mounted: true, open: true });

    rerender({ requested: false });
    expect(result.current).toEqual({ mounted: true, open: false });
    act(() => vi.advanceTimersByTime(259));
    expect(result.current.mounted).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ mounted: false, open: false });
  });
});

describe('date/time picker', () => {
  const value = { year: 2026, month: 2, day: 31, hour: 8, minute: 5 };

  it('labels its actions in the browser language and confirms the normalised value', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <DateTimePicker
        mode="date"
        visible
        value={value}
        title="预约日期"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('dialog', { name: '预约日期' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConfirm).toHaveBeenCalledWith({ ...value, day: 28 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('snaps a value outside the given bounds to the bound', () => {
    const onConfirm = vi.fn();
    const bounds = {
      start: { ...value, year: 2027, month: 1, day: 1 },
      end: { ...value, year: 2028, month: 1, day: 1 },
    };
    render(
      <DateTimePicker
        mode="date"
        visible
        value={value}
        bounds={bounds}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConfirm).toHaveBeenCalledWith({ ...value, year: 2027, month: 1, day: 1 });
  });
});
