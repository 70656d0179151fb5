import type { AppointmentDetail, AppointmentSummary } from '@lawbridge/contract';

export const APPOINTMENT_NO = 'A2026031012345678';
/** 2026-03-12 14:00 in Shanghai. */
export const APPOINTMENT_AT = Date.UTC(2026, 2, 12, 6, 0);
export const CREATED_AT = Date.UTC(2026, 2, 10, 2, 0);

/** An appointment as its customer sees it, paid and waiting for dispatch; `overrides` put it elsewhere. */
export const appointmentDetail = (overrides: Partial<AppointmentDetail> = {}): AppointmentDetail => ({
  order_no: APPOINTMENT_NO,
  state: 'waiting_platform',
  state_label: '待平台分配',
  status: 0,
  price: 30000,
  paid_amount: 30000,
  refunded_amount: 0,
  refund_open: 0,
  appointment_at: APPOINTMENT_AT,
  area_name: '北京市 北京城区',
  legal_type_name: '离婚纠纷',
  lawyer: { uuid: 'lawyer-0001', name: '王建国', avatar: null },
  customer: { name: '李女士' },
  created_at: CREATED_AT,
  phone: '13900000001',
  lawyer_phone: null,
  lawyer_office_address: null,
  proposed_at: null,
  lawyer_other_city: false,
  place_note: '希望在律所面谈',
  description: '离婚时房产如何分割，想当面咨询律师。',
  lawyer_chosen: true,
  reject_reason: null,
  paid_at: CREATED_AT + 60_000,
  accepted_at: null,
  finished_at: null,
  next_deadline_at: null,
  refund_requests: [],
  actions: ['cancel'],
  events: [
    {
      transition: 'pay',
      label: '支付成功',
      from: 'unpaid',
      to: 'waiting_platform',
      actor: 'payment',
      amount: 30000,
      note: 'SBX0001',
      created_at: CREATED_AT + 60_000,
    },
  ],
  ...overrides,
});

export const unpaidAppointment = () =>
  appointmentDetail({
    state: 'unpaid',
    state_label: '待支付',
    status: null,
    paid_amount: 0,
    paid_at: null,
    next_deadline_at: CREATED_AT + 15 * 60_000,
    actions: ['close'],
    events: [],
  });

/** Accepted by the lawyer: both phones in full. */
export const acceptedAppointment = (overrides: Partial<AppointmentDetail> = {}) =>
  appointmentDetail({
    state: 'receive',
    state_label: '已接单',
    status: 2,
    lawyer_phone: '13800000002',
    accepted_at: CREATED_AT + 3_600_000,
    next_deadline_at: APPOINTMENT_AT + 72 * 3_600_000,
    actions: ['request_refund'],
    ...overrides,
  });

export const summaryOf = (detail: AppointmentDetail): AppointmentSummary => ({
  order_no: detail.order_no,
  state: detail.state,
  state_label: detail.state_label,
  status: detail.status,
  price: detail.price,
  paid_amount: detail.paid_amount,
  refunded_amount: detail.refunded_amount,
  refund_open: detail.refund_open,
  appointment_at: detail.appointment_at,
  area_name: detail.area_name,
  legal_type_name: detail.legal_type_name,
  lawyer: detail.lawyer,
  customer: detail.customer,
  created_at: detail.created_at,
});

export const appointmentConfig = {
  id: 9,
  scene: 'appointment' as const,
  name: '线下预约',
  price: 30000,
  description: '与律师面对面咨询',
};
