import { CONTENT_KEYS } from '@lawbridge/contract';
import type { ContentKey } from '@lawbridge/contract';

/** What each content page is, whatever title the operator gives it. */
export const CONTENT_NAMES: Record<ContentKey, string> = {
  about: '关于平台',
  contact: '联系我们',
  agreement_user: '用户协议',
  agreement_privacy: '隐私协议',
  verify_policy: '信息发布审核机制',
};

export function isContentKey(value: string | undefined): value is ContentKey {
  return (CONTENT_KEYS as readonly string[]).includes(value ?? '');
}
