import type { AppointmentDetail } from '@lawbridge/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { customerUser } from '../../fixtures/users';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';
import { APPOINTMENT_AT, APPOINTMENT_NO, appointmentDetail, summaryOf } from './appointment-fixtures';

export const PAGE = { timeout: 10_000 };
export const DETAIL = `/pages/customer/order/appointment/detail?order_no=${APPOINTMENT_NO}`;
export const REFUND = `/pages/customer/order/appointment/refund?order_no=${APPOINTMENT_NO}`;
export const RESULT = `/pages/customer/order/appointment/refundResult?order_no=${APPOINTMENT_NO}`;
/** Before the appointment time (2026-03-11 10:00 in Shanghai). */
export const BEFORE = APPOINTMENT_AT - 28 * 3_600_000;

/**
 * The customer's appointment pages against a mocked API, signed in, the clock at BEFORE: each test sets
 * what the list, the detail, an action and the order's review answer (`answers`), and reads what was
 * sent (`api`). The toast module must be mocked by the test file (vi.mock is hoisted per file).
 */
export function customerAppointmentPages() {
  const answers = {
    list: (_url: URL): Answer => ({ data: pageOf([summaryOf(appointmentDetail())], 1, 10) }),
    detail: (): Answer => ({ data: appointmentDetail() }),
    action: (_body: Record<string, unknown>): Answer => ({ data: appointmentDetail() }),
    review: (): Answer => ({ data: { reviewable: 1, review: null } }),
  };
  const defaults = { ...answers };
  const harness = { answers, api: null as unknown as ReturnType<typeof mockApi> };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE);
    sessionStorage.clear();
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    Object.assign(answers, defaults);
    harness.api = mockApi({
      '/api/v1/order/appointment': (url) => answers.list(url),
      '/api/v1/order/appointment/detail': () => answers.detail(),
      '/api/v1/order/appointment/action': (_url, init) =>
        answers.action(JSON.parse(String(init?.body)) as Record<string, unknown>),
      '/api/v1/review/order': () => answers.review(),
      '/api/v1/payment': () => ({
        data: {
          kind: 'sandbox',
          cashier_url: `/pages/common/cashier?order_no=${APPOINTMENT_NO}`,
          payment_id: 'p1',
        },
      }),
    });
  });
  afterEach(() => {
    // Confirm dialogs live outside the app's tree; one still closing must not reach the next test.
    Dialog.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return harness;
}

export type CustomerAppointmentPages = ReturnType<typeof customerAppointmentPages>;

/** The actions the pages sent, as bodies. */
export const postedActions = (pages: CustomerAppointmentPages) =>
  pages.api
    .calls('/api/v1/order/appointment/action')
    .map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);

export const tapDialog = async (name: string) => {
  const dialog = (await screen.findAllByRole('dialog', {}, PAGE)).at(-1)!;
  await act(async () => fireEvent.click(within(dialog).getByText(name)));
};

export const actionButtons = () =>
  within(screen.getByRole('group', { name: '订单操作' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** Opens `route` with the detail answering `detail`, once its status header shows. */
export async function openWith(pages: CustomerAppointmentPages, route: string, detail: AppointmentDetail) {
  pages.answers.detail = () => ({ data: detail });
  renderAppAt(`#${route}`);
  await screen.findByRole('banner', { name: '预约状态' }, PAGE);
}
