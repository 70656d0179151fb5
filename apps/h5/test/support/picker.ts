import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

const PICK_WAIT = { timeout: 10_000 };

/**
 * Taps each option of an open antd-mobile Picker sheet in turn, then 确定. The wheel marks a tapped
 * option at once, but hands the selection to the sheet one macrotask later (a debounced effect), so a
 * 确定 tapped in the same tick confirms the previous value: wait for the mark, then let that task run.
 */
export async function pickAndConfirm(...labels: string[]) {
  // A sheet that just opened selects each wheel's first option by itself, handed over a macrotask later: a
  // tap before that hand-over is overwritten by it (广东省 tapped, 北京市 kept). Tap once it is done.
  await waitFor(
    () => expect(document.querySelector('.adm-picker-view-column-item[data-selected="true"]')).not.toBeNull(),
    PICK_WAIT,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const label of labels) {
    fireEvent.click(await screen.findByText(label, {}, PICK_WAIT));
    await waitFor(
      () =>
        expect(screen.getByText(label).closest('[data-selected]')?.getAttribute('data-selected')).toBe(
          'true',
        ),
      PICK_WAIT,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  fireEvent.click(screen.getByText('确定'));
}
