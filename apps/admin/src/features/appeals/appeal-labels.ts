import { APPEAL_LIFECYCLE, type AppealOrderKind, type AppealStateKey } from '@lawbridge/contract';

export const ORDER_KIND_LABELS: Record<AppealOrderKind, string> = {
  service: '服务订单',
  appointment: '预约订单',
};

export const STATE_OPTIONS = APPEAL_LIFECYCLE.states.map((state) => ({
  value: state.key,
  label: state.label,
}));

/** Open ones in colour (the platform's turn stands out), ended ones grey or by their result. */
export const STATE_COLOURS: Record<AppealStateKey, string> = {
  waiting_lawyer: 'gold',
  offered: 'cyan',
  waiting_operator: 'red',
  refunded: 'success',
  rejected: 'default',
  withdrawn: 'default',
};
