/**
 * Enumerations from the specification (seed §3), as named constants with Chinese labels.
 * Values are binding: they travel over the wire.
 */
export interface EnumEntry<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

function defineEnum<const T extends Record<string, EnumEntry<string | number>>>(entries: T) {
  const values = Object.values(entries).map((entry) => entry.value) as Array<T[keyof T]['value']>;
  const labelOf = (value: T[keyof T]['value']): string =>
    Object.values(entries).find((entry) => entry.value === value)?.label ?? String(value);
  return { ...entries, values, labelOf } as T & {
    readonly values: ReadonlyArray<T[keyof T]['value']>;
    labelOf(value: T[keyof T]['value']): string;
  };
}

/** API result code (seed §3). */
export const ApiCode = defineEnum({
  success: { value: 0, label: '成功' },
  badParams: { value: 1, label: '参数错误' },
  token: { value: 2, label: '登录过期' },
  common: { value: 7, label: '操作失败' },
});
export type ApiCodeValue = (typeof ApiCode.values)[number];

export const UserType = defineEnum({
  customer: { value: 'customer', label: '用户' },
  lawyer: { value: 'lawyer', label: '律师' },
});
export type UserTypeValue = (typeof UserType.values)[number];

export const Gender = defineEnum({
  unknown: { value: 0, label: '未知' },
  male: { value: 1, label: '男' },
  female: { value: 2, label: '女' },
});
export type GenderValue = (typeof Gender.values)[number];

export const YesNo = defineEnum({
  no: { value: 0, label: '否' },
  yes: { value: 1, label: '是' },
});
export type YesNoValue = (typeof YesNo.values)[number];

/** Which side a chat message is drawn on. */
export const Party = defineEnum({
  myself: { value: 'myself', label: '我' },
  lawyer: { value: 'lawyer', label: '律师' },
});
export type PartyValue = (typeof Party.values)[number];

/** Paid part of a service order (seed three-state 0/1/2). */
export const ServiceState = defineEnum({
  waiting: { value: 0, label: '待接单' },
  pending: { value: 1, label: '服务中' },
  finish: { value: 2, label: '已完成' },
});
export type ServiceStateValue = (typeof ServiceState.values)[number];

export const OrderScene = defineEnum({
  appointment: { value: 'appointment', label: '线下预约' },
  service: { value: 'service', label: '在线服务' },
});
export type OrderSceneValue = (typeof OrderScene.values)[number];

/** Appointment after payment (seed four-state). */
export const AppointmentState = defineEnum({
  waitingPlatform: { value: 0, label: '待平台分配' },
  waitingLawyer: { value: 1, label: '待律师确认' },
  receive: { value: 2, label: '已接单' },
  reject: { value: 3, label: '已拒绝' },
});
export type AppointmentStateValue = (typeof AppointmentState.values)[number];

/** Review of an application or refund (seed three-state 0 waiting, 1 receive, 2 reject). */
export const ReviewState = defineEnum({
  waiting: { value: 0, label: '审核中' },
  receive: { value: 1, label: '已通过' },
  reject: { value: 2, label: '已驳回' },
});
export type ReviewStateValue = (typeof ReviewState.values)[number];

export const Channel = defineEnum({
  own: { value: '1', label: '律桥' },
  partner: { value: 'gsy', label: '合作渠道' },
});
export type ChannelValue = (typeof Channel.values)[number];

export const LoginType = defineEnum({
  verifyCode: { value: 'verify_code', label: '验证码登录' },
  rsaPhone: { value: 'rsa_phone', label: '合作渠道登录' },
});
export type LoginTypeValue = (typeof LoginType.values)[number];
