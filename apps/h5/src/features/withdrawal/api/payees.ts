import { API, type BankPayee, type BankPayeeBody, type WechatPayee } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { withdrawalKeys } from './withdrawal-keys';

/** Saves the law firm's account (answered masked); the 提现 page's payees are fetched again. */
export function useSaveBankPayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankPayeeBody) =>
      request<BankPayee>(API.withdrawalBankPayee, { method: 'POST', body, loading: '正在保存…' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.rules() }),
  });
}

/** Binds 微信零钱 to the openid the server holds for this lawyer, in the certified real name. */
export function useBindWechatPayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<WechatPayee>(API.withdrawalWechatPayee, { method: 'POST', loading: '正在绑定…' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.rules() }),
  });
}
