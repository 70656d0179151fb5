import { z } from 'zod';

/** Empty strings count as "not set", so `FOO=` in a shell behaves like an absent variable. */
export const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);

/** An optional value that, when set, must match `pattern`. */
export const optionalMatching = (pattern: RegExp, message: string) =>
  optionalText.refine((value) => value === undefined || pattern.test(value), message);
