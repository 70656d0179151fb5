import { WECHAT_MSG, type PaymentLaunch } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAppNavigation } from '../../app/navigation/use-app-navigation';
import { hideLoading, showLoading, showToast } from '../../lib/toast';
import { pageExit, readOauthReturn, returnAddress, stripOauthReturn } from '../../lib/wechat/oauth-return';
import { requestWechatPay } from '../../lib/wechat/wechat-bridge';
import { isWechatBrowser } from '../../lib/wechat/wechat-env';
import { bindOpenid } from '../../lib/wechat/bind-openid';
import { startPayment, type PaymentPlace } from './api/start-payment';
import {
  loadPayableOrder,
  orderPageOf,
  storePaidOrder,
  successPageOf,
  type PayableOrder,
} from './payable-orders';
import { dispatchLaunch } from './pay-dispatcher';
import { waitUntilPaid } from './wait-until-paid';
import { savePending, takePending } from './wechat-pending';

/** How the page moves on to the cashier: a new entry (from the order) or in place of this one (after 提交订单). */
export type CashierOpening = 'push' | 'replace';

/** After WeChat's sheet says paid, how long to wait for the server to hear it from WeChat Pay. */
const CONFIRM_TIMEOUT_MS = 60_000;
/** Codes already sent to the server in this page load (React may run a mount effect twice). */
const codesTaken = new Set<string>();

/** Where this page pays from, for POST /payment; WeChat's OAuth comes back to the order's page. */
function paymentPlace(orderNo: string): PaymentPlace {
  if (!isWechatBrowser()) return { client: 'browser' };
  return {
    client: 'wechat',
    return_url: returnAddress(orderPageOf(orderNo)),
  };
}

/**
 * Pays an unpaid service order or appointment (PRODUCT §8; the kind is read from the order number): asks for a payment, then carries out what the provider
 * answers — the sandbox's cashier page; inside WeChat, WeChat's OAuth first when the server has no openid
 * (back on the order's page the code is exchanged and the payment goes on by itself), then WeChat's
 * payment sheet; outside WeChat with WeChat Pay, a QR code. Both WeChat ways end on 支付成功 once the
 * server has the payment (the order is asked every 2 s); leaving the page stops the asking.
 */
export function usePayOrder(opening: CashierOpening) {
  const { navigateTo, redirectTo } = useAppNavigation();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const stopRef = useRef<AbortController | null>(null);
  const closeQrRef = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      stopRef.current?.abort();
      closeQrRef.current?.();
    },
    [],
  );

  const open = (how: CashierOpening, address: string) =>
    how === 'push' ? navigateTo(address) : redirectTo(address);

  /** A fresh stop signal for waiting on the order; stops the previous wait. */
  function freshStop(): AbortSignal {
    stopRef.current?.abort();
    stopRef.current = new AbortController();
    return stopRef.current.signal;
  }

  async function waitForPayment(orderNo: string, signal: AbortSignal, timeoutMs?: number) {
    let last: PayableOrder | null = null;
    const outcome = await waitUntilPaid({
      signal,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      load: async (stop) => (last = await loadPayableOrder(orderNo, stop)),
    });
    if (outcome === 'paid' && last) storePaidOrder(queryClient, last);
    return outcome;
  }

  async function run(
    orderNo: string,
    how: CashierOpening,
    onFailure: (() => void) | undefined,
    afterOauth: boolean,
  ) {
    const successAddress = successPageOf(orderNo);
    const launch: PaymentLaunch = await startPayment(orderNo, paymentPlace(orderNo));
    await dispatchLaunch(launch, orderNo, {
      openCashier: (address) => open(how, address),
      authorize: (oauth) => {
        if (afterOauth) {
          // The code was just exchanged; another round would loop.
          showToast(WECHAT_MSG.authFailed);
          onFailure?.();
          return;
        }
        savePending({ state: oauth.state, order_no: orderNo, opening: how });
        pageExit.replace(oauth.authorize_url);
      },
      payInWechat: (params) => requestWechatPay(params),
      confirmPaid: () => {
        const signal = freshStop();
        showLoading('正在确认支付结果…');
        void waitForPayment(orderNo, signal, CONFIRM_TIMEOUT_MS)
          .then((outcome) => {
            hideLoading();
            if (outcome === 'paid') return open(how, successAddress);
            if (outcome === 'stopped') return;
            showToast(outcome === 'closed' ? '订单已关闭' : '支付结果确认中，请稍后在订单中查看');
            onFailure?.();
          })
          .catch(hideLoading);
      },
      showNativeQr: (codeUrl) => void showQr(orderNo, codeUrl, how, onFailure),
      notPaid: (message) => {
        showToast(message);
        onFailure?.();
      },
    });
  }

  async function showQr(
    orderNo: string,
    codeUrl: string,
    how: CashierOpening,
    onFailure: (() => void) | undefined,
  ) {
    const signal = freshStop();
    const [{ showNativePay }, amount] = await Promise.all([
      import('./native-pay/show-native-pay'),
      loadPayableOrder(orderNo, signal).then(
        (order) => order.price,
        () => null,
      ),
    ]);
    if (signal.aborted) return;
    closeQrRef.current = showNativePay({ codeUrl, orderNo, amount }, () => {
      stopRef.current?.abort();
      closeQrRef.current = null;
      onFailure?.();
    });
    const outcome = await waitForPayment(orderNo, signal);
    if (outcome === 'stopped') return;
    closeQrRef.current?.();
    closeQrRef.current = null;
    if (outcome === 'paid') return open(how, successPageOf(orderNo));
    showToast('订单已关闭');
    onFailure?.();
  }

  function launch(orderNo: string, how: CashierOpening, onFailure?: () => void, afterOauth = false) {
    setPending(true);
    run(orderNo, how, onFailure, afterOauth)
      .catch(() => onFailure?.())
      .finally(() => setPending(false));
  }

  // Back from WeChat's OAuth page: exchange the code, clean the address, go on paying.
  useEffect(() => {
    const returned = readOauthReturn();
    if (!returned || codesTaken.has(returned.code)) return;
    codesTaken.add(returned.code);
    stripOauthReturn();
    const pending = takePending();
    if (!pending || pending.state !== returned.state) {
      showToast(WECHAT_MSG.authFailed);
      return;
    }
    setPending(true);
    bindOpenid(returned.code)
      .then(() => launch(pending.order_no, pending.opening, undefined, true))
      .catch(() => setPending(false));
    // Runs once per page load; `launch` only reads refs and stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** `onFailure`: the payment was not made here (refused, cancelled, failed or abandoned). */
  const pay = (orderNo: string, onFailure?: () => void) => launch(orderNo, opening, onFailure);
  return { pay, isPending };
}
