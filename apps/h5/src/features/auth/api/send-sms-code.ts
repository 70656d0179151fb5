import { API, type SmsPushBody, type smsPushResult } from '@lawbridge/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type SmsPushResult = ReturnType<typeof smsPushResult.parse>;

/** Sends a login code to the phone by SMS. */
export function sendSmsCode(phone: string): Promise<SmsPushResult> {
  const body: SmsPushBody = { scene: 'login', phone };
  return request<SmsPushResult>(API.smsPush, { method: 'POST', body, loading: '发送中…' });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
