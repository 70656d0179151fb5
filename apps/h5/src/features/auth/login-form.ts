import { Channel, loginBody, LoginType, phoneField, type LoginBody } from '@lawbridge/contract';
import { firstFieldIssue, firstIssue, type FieldIssue } from '../../lib/validation';

export const AGREEMENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私协议》';

export interface LoginForm {
  phone: string;
  code: string;
  agreed: boolean;
}

export type Checked<T> = { ok: true; value: T } | ({ ok: false } & FieldIssue);

/** Before a code is sent: a valid phone number and the ticked agreement. */
export function checkBeforeSending(form: LoginForm): Checked<string> {
  const phoneIssue = firstIssue(phoneField, form.phone);
  if (phoneIssue) return { ok: false, message: phoneIssue, field: 'phone' };
  if (!form.agreed) return { ok: false, message: AGREEMENT_REQUIRED, field: 'agreed' };
  return { ok: true, value: form.phone.trim() };
}

/** Before logging in: phone, agreement, and a code in the contract's format. */
export function checkBeforeLogin(form: LoginForm): Checked<LoginBody> {
  const sending = checkBeforeSending(form);
  if (!sending.ok) return sending;
  const body = {
    type: LoginType.verifyCode.value,
    phone: sending.value,
    channel_type: Channel.own.value,
    verify_code: form.code.trim(),
  } satisfies LoginBody;
  const issue = firstFieldIssue(loginBody, body);
  return issue ? { ok: false, ...issue } : { ok: true, value: body };
}

/** Where to go after login: the guarded address the user came from, never back to login itself. */
export function returnAddress(redirect: string | undefined, loginPath: string): string {
  if (!redirect?.startsWith('/') || redirect.startsWith(loginPath)) return '/';
  return redirect;
}
