import { MSG_IMAGE_NOT_FOUND } from '../upload/service';

/** Refusals of the certification flow, as the applicant and the operator read them. */
export const APPLICATION_MSG = {
  area: '执业地区不正确',
  legalTypes: '擅长领域不正确',
  degree: '学历不正确',
  image: MSG_IMAGE_NOT_FOUND,
  practiceYear: '执业起始年份不正确',
  alreadyWaiting: '已有待审核的认证申请',
  notFound: '申请不存在',
  firmChangeNotFound: '变更申请不存在',
  alreadyDecided: '该申请已处理',
  /** The applicant is not told who holds the number. */
  licenceHeld: '该执业证号已被其他律师认证，如有疑问请联系平台',
  licenceHeldByLawyer: (name: string) => `执业证号已被律师${name}认证，不能通过`,
} as const;
