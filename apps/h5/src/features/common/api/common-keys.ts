export const commonKeys = {
  areaTree: ['common', 'area-tree'] as const,
  legalTypeTree: ['common', 'legal-type-tree'] as const,
  degrees: ['common', 'degrees'] as const,
  paymentConfig: ['common', 'payment-config'] as const,
};

/** Common data changes rarely (operators edit it); the server also answers with ETags. */
export const COMMON_DATA_STALE_MS = 30 * 60 * 1000;
