/** Refusals of the lawyer directory and profile, as users read them. */
export const LAWYER_MSG = {
  notFound: '律师不存在',
  disabled: '账号已停用，请联系平台',
  disableReasonMissing: '请填写停用原因',
  banned: '该律师的账号已被封禁，请先在用户管理中解封',
  serviceUnavailable: '该服务暂不开放，请刷新后重试',
  strikePaused: '因近期申诉成立较多，接单已暂停，平台复核后方可恢复接单',
} as const;
