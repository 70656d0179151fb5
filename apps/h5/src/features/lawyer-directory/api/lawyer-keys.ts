import type { LawyerFilters } from '../lawyer-filters';

export const lawyerKeys = {
  all: ['lawyer'] as const,
  list: (filters: LawyerFilters) => [...lawyerKeys.all, 'list', filters] as const,
  recommended: () => [...lawyerKeys.all, 'recommended'] as const,
  detail: (uuid: string) => [...lawyerKeys.all, 'detail', uuid] as const,
};
