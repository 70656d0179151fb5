import {
  APPOINTMENT_LIFECYCLE,
  SERVICE_ORDER_LIFECYCLE,
  USER_BAN_REASONS,
  stateNamed,
  type AdminUserItem,
  type AdminUserOrderLine,
  type AppointmentStateKey,
  type ServiceOrderStateKey,
  type UserBanState,
} from '@lawbridge/contract';
import type { ConsoleUserRow } from './repo';

/** The ban as the console shows it; null while the user may log in. */
export function banStateOf(
  row: Pick<ConsoleUserRow, 'banned_at' | 'ban_reason' | 'ban_note'>,
): UserBanState | null {
  if (row.banned_at === null) return null;
  const reason = row.ban_reason ?? 'other';
  const labels: Readonly<Record<string, string>> = USER_BAN_REASONS;
  return { banned_at: row.banned_at, reason, reason_label: labels[reason] ?? reason, note: row.ban_note };
}

/** What the console shows for the phone of a closed account (its number was freed: `closed:<id>`). */
export const CLOSED_ACCOUNT_PHONE = '已注销';

export function consoleUserItem(row: ConsoleUserRow): AdminUserItem {
  return {
    uuid: row.uuid,
    nickname: row.nickname,
    phone: row.closed_at === null ? row.phone : CLOSED_ACCOUNT_PHONE,
    is_lawyer: row.is_lawyer,
    channel_type: row.channel_type,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    ban: banStateOf(row),
  };
}

interface OrderRow {
  order_no: string;
  price: number;
  customer_id: number;
  created_at: number;
}

const roleOf = (row: OrderRow, userId: number): AdminUserOrderLine['role'] =>
  row.customer_id === userId ? 'customer' : 'lawyer';

export function serviceOrderLine(
  row: OrderRow & { service_name: string; state: ServiceOrderStateKey },
  userId: number,
): AdminUserOrderLine {
  return {
    order_no: row.order_no,
    name: row.service_name,
    state_label: stateNamed(SERVICE_ORDER_LIFECYCLE, row.state).label,
    price: row.price,
    role: roleOf(row, userId),
    created_at: row.created_at,
  };
}

export function appointmentLine(
  row: OrderRow & { state: AppointmentStateKey },
  userId: number,
): AdminUserOrderLine {
  return {
    order_no: row.order_no,
    name: APPOINTMENT_LIFECYCLE.title,
    state_label: stateNamed(APPOINTMENT_LIFECYCLE, row.state).label,
    price: row.price,
    role: roleOf(row, userId),
    created_at: row.created_at,
  };
}
