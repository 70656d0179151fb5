/** Refusals of the lawyer directory and profile, as users read them. */
export const LAWYER_MSG = {
  notFound: '律师不存在',
  disabled: '账号已停用，请联系平台',
} as const;
