/** Refusals of the console's 用户管理, as operators read them. */
export const USER_ADMIN_MSG = {
  notFound: '用户不存在',
  alreadyBanned: '该用户已被封禁',
  notBanned: '该用户未被封禁',
  otherNeedsNote: '封禁原因选择“其他违规行为”时请填写补充说明',
} as const;
