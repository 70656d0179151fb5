/** API paths (seed §7 plus PRODUCT additions). One place, used by server routes and both clients. */
export const API = {
  smsPush: '/api/v1/sms/push',
  login: '/api/v1/user/login',
  logout: '/api/v1/user/logout',
  userInfo: '/api/v1/user/info',
  userInfoField: '/api/v1/user/info/field',
  userOpenid: '/api/v1/user/openid',
  uploadImage: '/api/v1/upload/image',
  areaTree: '/api/v1/areaCode/tree',
  legalTypeTree: '/api/v1/lawyerLegalType/tree',
  degrees: '/api/v1/lawyerDegrees',
  paymentConfig: '/api/v1/payment/config',
  devSmsLatest: '/api/v1/dev/sms/latest',
  admin: {
    login: '/api/v1/admin/login',
    logout: '/api/v1/admin/logout',
    me: '/api/v1/admin/me',
    dashboard: '/api/v1/admin/dashboard',
    auditLog: '/api/v1/admin/audit-log',
  },
} as const;
