import { APPEAL_LIFECYCLE, type AppealOrderKind, type AppealStateKey } from '@lawbridge/contract';
import { appointmentPath, documentOrderPath, serviceOrderPath } from '../../app/paths';

export const ORDER_KIND_LABELS: Record<AppealOrderKind, string> = {
  service: '服务订单',
  appointment: '预约订单',
  document: '文档订单',
};

/** What the appealed order is, by kind: its title's label and the console page of the order. */
export const ORDER_KINDS: Record<AppealOrderKind, { titleLabel: string; path: (orderNo: string) => string }> =
  {
    service: { titleLabel: '服务', path: serviceOrderPath },
    appointment: { titleLabel: '服务', path: appointmentPath },
    document: { titleLabel: '文档', path: documentOrderPath },
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
