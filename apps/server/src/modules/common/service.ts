import type { AreaNode, Degree, LegalTypeNode, OrderConfig } from '@lawbridge/contract';
import { areaTree } from './area-tree';
import { nestLegalTypes } from './legal-type-tree';
import type { CommonRepo } from './repo';

/** The common data the clients fetch on launch (PRODUCT §4). */
export function createCommonService(deps: { repo: CommonRepo }) {
  const { repo } = deps;
  return {
    areaTree(): AreaNode[] {
      return areaTree();
    },

    async legalTypeTree(): Promise<LegalTypeNode[]> {
      return nestLegalTypes(await repo.enabledLegalTypes());
    },

    async degrees(): Promise<Degree[]> {
      return repo.degrees();
    },

    /** Enabled order configs, prices in fen. */
    async orderConfigs(): Promise<OrderConfig[]> {
      return repo.enabledOrderConfigs();
    },
  };
}

export type CommonService = ReturnType<typeof createCommonService>;
