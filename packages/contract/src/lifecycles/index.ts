export * from './lifecycle';
export * from './appeal-lifecycle';
export * from './appointment-lifecycle';
export * from './document-order-lifecycle';
export * from './mermaid';
export * from './service-order-lifecycle';
export * from './withdrawal-lifecycle';

import { APPEAL_LIFECYCLE } from './appeal-lifecycle';
import { APPOINTMENT_LIFECYCLE } from './appointment-lifecycle';
import { DOCUMENT_ORDER_LIFECYCLE } from './document-order-lifecycle';
import { SERVICE_ORDER_LIFECYCLE } from './service-order-lifecycle';
import { WITHDRAWAL_LIFECYCLE } from './withdrawal-lifecycle';

/** Every order kind's lifecycle, for docs/lifecycles.md and its test. */
export const LIFECYCLES = [
  SERVICE_ORDER_LIFECYCLE,
  APPOINTMENT_LIFECYCLE,
  DOCUMENT_ORDER_LIFECYCLE,
  APPEAL_LIFECYCLE,
  WITHDRAWAL_LIFECYCLE,
] as const;
