import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

/** The signed-in user's own feedback: dropped with the rest of the user's data on sign-in or out. */
export const feedbackKeys = {
  mine: [...USER_QUERY_SCOPE, 'feedback'] as const,
};

export const FEEDBACK_PAGE_SIZE = 20;
