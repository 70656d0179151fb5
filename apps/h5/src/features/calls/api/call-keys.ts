import type { ServiceOrderStateKey } from '@lawbridge/contract';
import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

/**
 * An order's middle number and calls belong to the signed-in user (dropped when someone signs in or out);
 * asked again whenever the order's state changes (calls end with the order).
 */
export const callKeys = {
  all: [...USER_QUERY_SCOPE, 'call'] as const,
  order: (orderNo: string, state: ServiceOrderStateKey) => [...callKeys.all, orderNo, state] as const,
};
