import { z } from 'zod';
import { OrderScene } from './enums';

export interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}
/** Recursive, so the API document names it once (`AreaNode`) and refers to it from inside itself. */
export const areaNode: z.ZodType<AreaNode> = z
  .lazy(() => z.object({ code: z.string(), name: z.string(), children: z.array(areaNode).optional() }))
  .meta({ id: 'AreaNode', description: '地区（省、市、区县），含下级' });
export const areaTree = z.array(areaNode);

export interface LegalTypeNode {
  id: number;
  name: string;
  children?: LegalTypeNode[];
}
/** Recursive too: named once in the API document (`LegalTypeNode`). */
export const legalTypeNode: z.ZodType<LegalTypeNode> = z
  .lazy(() =>
    z.object({ id: z.number().int(), name: z.string(), children: z.array(legalTypeNode).optional() }),
  )
  .meta({ id: 'LegalTypeNode', description: '法律类型，含下级' });
export const legalTypeTree = z.array(legalTypeNode);

/** Leaves of the legal-type tree; a parent without children counts as a leaf. */
export function flattenLegalTypeLeaves(tree: LegalTypeNode[]): LegalTypeNode[] {
  return tree.flatMap((node) => (node.children?.length ? flattenLegalTypeLeaves(node.children) : [node]));
}

export const degree = z.object({ id: z.number().int(), name: z.string() });
export const degreeList = z.array(degree);
export type Degree = z.infer<typeof degree>;

export const orderConfig = z.object({
  id: z.number().int(),
  scene: z.enum([OrderScene.service.value, OrderScene.appointment.value]),
  name: z.string(),
  /** integer fen */
  price: z.number().int(),
  description: z.string(),
});
export const orderConfigList = z.array(orderConfig);
export type OrderConfig = z.infer<typeof orderConfig>;
