import type { CallRecord } from '@lawbridge/contract';
import { formatDateTime, pad2, toShanghaiParts } from '../../lib/format';

/** 170 1234 5678: a mobile number in the groups people read it in. */
export const groupedNumber = (number: string) =>
  number.length === 11 ? `${number.slice(0, 3)} ${number.slice(3, 7)} ${number.slice(7)}` : number;

/** 14:30: the time of day a binding lasts until. */
export function timeOfDay(epochMs: number): string {
  const { hour, minute } = toShanghaiParts(epochMs);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** 12分05秒 for an answered call, 未接通 otherwise. */
export function durationText(record: CallRecord): string {
  if (record.started_at === null) return '未接通';
  const minutes = Math.floor(record.duration_seconds / 60);
  return `通话 ${minutes}分${pad2(record.duration_seconds % 60)}秒`;
}

/** 用户呼叫 · 2026-11-23 09:00 */
export const callerLine = (record: CallRecord) =>
  `${record.caller === 'customer' ? '用户呼叫' : '律师呼叫'} · ${formatDateTime(record.called_at)}`;
