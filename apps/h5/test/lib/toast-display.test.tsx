import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastDisplay } from '../../src/lib/toast';

describe('the toast display', () => {
  it('settles a message once its text is in the page, not when it was only asked for', async () => {
    let onScreenWhenSettled: boolean | null = null;
    const drawn = Promise.resolve(toastDisplay.text('已保存')).then(() => {
      onScreenWhenSettled = screen.queryByText('已保存') !== null;
    });
    await drawn;
    expect(onScreenWhenSettled).toBe(true);
    toastDisplay.clear();
    await waitFor(() => expect(screen.queryByText('已保存')).toBeNull());
  });
});
