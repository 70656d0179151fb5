import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule backed by a contract schema, so the form refuses exactly what the server
 * would, with the same Chinese message (e.g. `请填写用户名`).
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
