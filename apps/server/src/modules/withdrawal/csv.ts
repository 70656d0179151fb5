import { formatFen } from '@lawbridge/contract';
import type { AdminWithdrawalRow } from './repo';
import { withdrawalItemOf } from './view';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const HEADER = [
  '提现单号',
  '律师',
  '手机号',
  '金额（元）',
  '方式',
  '状态',
  '原因',
  '申请时间',
  '完成时间',
  '回单号/转账单号',
];

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai. */
const shanghaiTime = (ms: number | null) =>
  ms === null ? '' : new Date(Number(ms) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A CSV field: quoted when needed; a leading =, +, - or @ is defused so spreadsheets never run it as a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The console's CSV export of the withdrawal queue (UTF-8 with a BOM, so Excel reads the Chinese). */
export function withdrawalsCsv(rows: readonly AdminWithdrawalRow[]): string {
  const lines = rows.map((row) => {
    const item = withdrawalItemOf(row);
    return [
      item.withdrawal_no,
      row.lawyer_name,
      row.lawyer_phone,
      formatFen(item.amount),
      item.method_label,
      item.state_label,
      item.reason ?? '',
      shanghaiTime(item.created_at),
      shanghaiTime(item.finished_at),
      row.party_bill_no ?? '',
    ]
      .map(field)
      .join(',');
  });
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
