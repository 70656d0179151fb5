import { ApiCode, type ChatConversation } from '@lawbridge/contract';
import { ApiError } from '../../lib/request';

/** How the server words the free daily limit (code 7, like other refusals: the contract has no own code). */
const FREE_LIMIT_TEXT = '今日免费咨询已达';

export const isFreeLimitRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.code === ApiCode.common.value &&
  error.message.startsWith(FREE_LIMIT_TEXT);

/** The customer has no free messages left today in this conversation. */
export const freeLimitReached = (conversation: ChatConversation): boolean =>
  conversation.free && conversation.free_left_today === 0;
