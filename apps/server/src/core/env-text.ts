import { z } from 'zod';

/** Empty strings count as "not set", so `FOO=` in a shell behaves like an absent variable. */
export const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);

/** An optional value that, when set, must match `pattern`. */
export const optionalMatching = (pattern: RegExp, message: string) =>
  optionalText.refine((value) => value === undefined || pattern.test(value), message);

/** Names each variable of `required` (name → what it is) that `env` lacks, as needed `because` of a choice. */
export function requireVariables(
  env: Record<string, unknown>,
  ctx: z.RefinementCtx,
  because: string,
  required: Readonly<Record<string, string>>,
): void {
  for (const [name, meaning] of Object.entries(required)) {
    if (env[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${because}: ${meaning}` });
    }
  }
}
