export * from './lifecycle';
export * from './mermaid';
export * from './service-order-lifecycle';

import { SERVICE_ORDER_LIFECYCLE } from './service-order-lifecycle';

/** Every order kind's lifecycle, for docs/lifecycles.md and its test. */
export const LIFECYCLES = [SERVICE_ORDER_LIFECYCLE] as const;
