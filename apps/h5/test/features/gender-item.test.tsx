import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenderItem } from '../../src/features/user/components/gender-item';
import { mockApi } from '../fixtures/mock-api';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

function openSheet(gender: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GenderItem gender={gender} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByText('性别'));
  return screen.findByText('男');
}

const sheetRows = () =>
  [...document.querySelectorAll('.adm-action-sheet-button-item-name')].map((row) => row.textContent);

describe('性别', () => {
  it('offers 男 and 女 only, and marks the current one', async () => {
    await openSheet(2);
    expect(sheetRows()).toEqual(['男', '女', '取消']);
    const current = document.querySelector('[aria-current="true"]') as HTMLElement;
    expect(current.textContent).toBe('女');
    expect(within(current).getByLabelText('当前选择')).toBeTruthy();
  });

  it('marks nothing and reads 未设置 for a user who never chose, and saves the choice', async () => {
    const api = mockApi({ 'POST /api/v1/user/info/field': null });
    const male = await openSheet(0);
    expect(screen.getByText('未设置')).toBeTruthy();
    expect(screen.queryByText('未知')).toBeNull();
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
    fireEvent.click(male);
    await waitFor(() =>
      expect(api.posted('/api/v1/user/info/field')).toEqual([{ field: 'gender', value: 1 }]),
    );
  });
});
