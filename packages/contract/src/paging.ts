import { z } from 'zod';
import { integer } from './fields';

export const pageQuery = z.object({
  page: integer('页码', { min: 1, max: 100000 }).default(1),
  page_size: integer('每页条数', { min: 1, max: 50 }).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
