import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

/** The user's own certification application: dropped when someone signs in or out. */
export const lawyerApplyKeys = {
  status: [...USER_QUERY_SCOPE, 'lawyer-application'] as const,
};
