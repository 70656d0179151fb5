import {
  API,
  type AccountCloseBody,
  type ClosingStatus,
  type PhoneChangeBody,
  type PhoneNewCodeBody,
  type PhoneVerifyOldResult,
} from '@lawbridge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { userKeys } from '../../user/api/user-keys';

const post = <T>(path: string, body?: unknown, loading = '提交中…') =>
  request<T>(path, { method: 'POST', ...(body === undefined ? {} : { body }), loading });

/** 更换手机号 and 注销账号 (docs/decisions.md "Accounts"): each SMS code is sent by its own endpoint. */
export const accountApi = {
  sendOldPhoneCode: () => post(API.accountPhoneOldCode, undefined, '发送中…'),
  verifyOldPhone: (code: string) =>
    post<PhoneVerifyOldResult>(API.accountPhoneVerifyOld, { verify_code: code }),
  sendNewPhoneCode: (body: PhoneNewCodeBody) => post(API.accountPhoneNewCode, body, '发送中…'),
  sendCloseCode: () => post(API.accountCloseCode, undefined, '发送中…'),
};

export const closingKey = [...userKeys.info, 'closing'] as const;

/** What keeps the account open (asked afresh each time the page opens). */
export function useClosingStatus() {
  return useQuery({
    queryKey: closingKey,
    queryFn: ({ signal }) => request<ClosingStatus>(API.accountClosing, { signal }),
    staleTime: 0,
  });
}

/** The change; the session's user is loaded again, so every page shows the new (masked) number. */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneChangeBody) => post<{ phone: string }>(API.accountPhone, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.info }),
  });
}

/** The closing (the server revokes every token; the page leaves for home, then ends the session). */
export function useCloseAccount() {
  return useMutation({ mutationFn: (body: AccountCloseBody) => post(API.accountClose, body, '注销中…') });
}
