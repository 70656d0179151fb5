import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

export const REVIEWS_PAGE_SIZE = 10;

/**
 * An order's review and 我的评价 belong to the signed-in user (dropped when someone signs in or out) and
 * change on the other party's side, so they are always asked again; a lawyer's public list is shared.
 */
export const reviewKeys = {
  publicAll: ['review'] as const,
  lawyer: (uuid: string) => [...reviewKeys.publicAll, 'lawyer', uuid] as const,
  userAll: [...USER_QUERY_SCOPE, 'review'] as const,
  order: (orderNo: string) => [...reviewKeys.userAll, 'order', orderNo] as const,
  own: () => [...reviewKeys.userAll, 'own'] as const,
};
