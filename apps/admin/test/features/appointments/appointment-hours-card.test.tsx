import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/order-settings/pages/order-settings-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const settings = { commission_rate_bp: 2000, services: [], appointments: [] };

function stubHoursApi() {
  const fetchMock = stubApi((path, _query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (path.endsWith('/admin/appointment-hours')) {
      return ok(sent.method === 'POST' ? sent.body : { opens_minute: 480, closes_minute: 1260 });
    }
    return ok(settings);
  });
  return { posts: () => postsOf(fetchMock) };
}

/** Picks `label` in the antd Select named `name`. */
async function choose(card: HTMLElement, name: string, label: string) {
  fireEvent.mouseDown(within(card).getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options.at(-1)!);
}

describe('线下预约营业时间 (console settings)', { timeout: 60_000 }, () => {
  beforeEach(() => operatorToken.set('tok'));

  it('shows the hours and saves others as minutes after midnight, refusing a close before the opening', async () => {
    const { posts } = stubHoursApi();
    renderApp('/settings');
    const card = (await screen.findByText('线下预约营业时间')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText(/当前 08:00–21:00（北京时间）/)).toBeTruthy();

    await choose(card, '营业结束时间', '07:30');
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('结束时间需晚于开始时间')).toBeTruthy();
    expect(posts()).toEqual([]);

    // Opening earlier makes the same close valid.
    await choose(card, '营业开始时间', '07:00');
    fireEvent.click(buttonWithText('保存', card));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/appointment-hours', body: { opens_minute: 420, closes_minute: 450 } },
      ]),
    );
  });
});
