import { APPOINTMENT_LIFECYCLE, APPOINTMENT_STATES } from '@lawbridge/contract';
import type { AdminAppointmentOffer, AppointmentStateKey, DispatchSuggestion } from '@lawbridge/contract';
import { formatShanghaiDateTime } from '../../lib/format-time';

/** The lifecycle table's label of each state, in the table's order (the state filter's options). */
export const APPOINTMENT_STATE_OPTIONS = APPOINTMENT_STATES.map((state) => ({
  value: state,
  label: APPOINTMENT_LIFECYCLE.states.find((item) => item.key === state)?.label ?? state,
}));

export const APPOINTMENT_STATE_COLOURS: Readonly<Record<AppointmentStateKey, string>> = {
  unpaid: 'default',
  waiting_platform: 'gold',
  waiting_lawyer: 'processing',
  time_proposed: 'purple',
  receive: 'cyan',
  reject: 'error',
  cancelled: 'default',
  closed: 'default',
  finished: 'success',
};

/** How an offer to a lawyer ended. */
export const OFFER_OUTCOME_LABELS: Readonly<
  Record<AdminAppointmentOffer['outcome'], { text: string; color: string }>
> = {
  open: { text: '等待律师确认', color: 'processing' },
  accepted: { text: '已接受', color: 'success' },
  declined: { text: '律师拒绝', color: 'error' },
  timeout: { text: '超时未确认', color: 'warning' },
};

export const PLACE_MATCH_LABELS: Readonly<Record<DispatchSuggestion['place_match'], string>> = {
  same_district: '同区',
  same_city: '同城',
  same_province: '同省',
  other: '外省',
};

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** The customer's appointment time in Asia/Shanghai to the minute, with its weekday: `2025-03-08 14:30 周六`. */
export function formatAppointmentTime(epochMs: number): string {
  const shanghai = new Date(epochMs + 8 * 3_600_000);
  return `${formatShanghaiDateTime(epochMs).slice(0, 16)} ${WEEKDAYS[shanghai.getUTCDay()]}`;
}

/** How long since `since`, for people: `不到1分钟`, `45分钟`, `3小时5分钟`, `2天4小时`. */
export function durationSince(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return '不到1分钟';
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours}小时` : `${hours}小时${minutes % 60}分钟`;
  return hours % 24 === 0 ? `${Math.floor(hours / 24)}天` : `${Math.floor(hours / 24)}天${hours % 24}小时`;
}

/** An average rating × 10 as people read it: 48 → `4.8`. */
export function ratingText(ratingTimesTen: number): string {
  return (ratingTimesTen / 10).toFixed(1);
}

/**
 * The reasons operators turn appointments down for most often; the console offers them before own words.
 * The customer reads the reason on the appointment, which is refunded in full.
 */
export const APPOINTMENT_REJECT_PRESETS = [
  '所在城市暂无可派律师',
  '预约时间无法安排',
  '该咨询类型暂不提供线下服务',
  '问题描述不清，无法安排',
  '联系电话无法接通',
] as const;
