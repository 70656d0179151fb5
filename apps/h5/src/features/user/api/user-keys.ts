/** Query keys of data that belongs to the signed-in user; all dropped when someone signs in or out. */
export const USER_QUERY_SCOPE = ['user'] as const;

export const userKeys = {
  info: [...USER_QUERY_SCOPE, 'info'] as const,
};
