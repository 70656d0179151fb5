import type { z } from 'zod';
import { defOf, WRAPPERS } from '../../src/core/zod-def';

/** The schema under optional/default/pipe wrappers, and whether a value may be left out. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') required = false;
    if (WRAPPERS.has(def.type) && def.innerType) inner = def.innerType;
    else if (def.type === 'pipe' && def.in) inner = def.in;
    else return { inner, required };
  }
}

/** The fields of an object schema, or of the union member that has them (discriminated unions). */
export function fieldsOf(schema: z.ZodType, sample: Record<string, unknown>): Record<string, z.ZodType> {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.shape) return def.shape;
  const member = def.options?.find((option) => {
    const shape = defOf(unwrap(option).inner).shape ?? {};
    return Object.keys(sample).every((key) => key in shape) && option.safeParse(sample).success;
  });
  return member ? fieldsOf(member, sample) : {};
}

const HUGE_TEXT = 'x'.repeat(100_001);
const CONTROL = 'a\u0000b\u0007c';
const HUGE_INTEGER = 2 ** 64;
/** One past a 32-bit column: every id field refuses it (PostgreSQL once answered it with a 500). */
const PAST_INT32 = 2_147_483_648;
const ID_FIELD = /(^|_)id$/;

/** Values a JSON body field of this kind must never accept. */
export function badJsonValues(schema: z.ZodType, field: string): unknown[] {
  const { inner } = unwrap(schema);
  switch (defOf(inner).type) {
    case 'string':
      return [12345, { a: 1 }, [], HUGE_TEXT, CONTROL];
    case 'number':
      // A JSON body is typed: numbers given as text, in an array or as a boolean are refused, not coerced.
      return [
        'abc',
        '100',
        [100],
        true,
        HUGE_INTEGER,
        -HUGE_INTEGER,
        1.5,
        { a: 1 },
        null,
        ...(ID_FIELD.test(field) ? [PAST_INT32] : []),
      ];
    case 'boolean':
      return ['maybe', 2];
    case 'array':
      return ['x', { a: 1 }, Array.from({ length: 10_001 }, () => 1)];
    case 'object':
      return ['x', 123, []];
    default:
      // enums, literals, customs (oneOf), unions
      return ['__no_such_value__', HUGE_INTEGER, { a: 1 }, CONTROL];
  }
}

/** Values a query or path parameter of this kind must never accept (they arrive as text). */
export function badTextValues(schema: z.ZodType, field: string): string[] {
  const { inner } = unwrap(schema);
  switch (defOf(inner).type) {
    case 'number':
      return [
        'abc',
        '99999999999999999999',
        '-99999999999999999999',
        '1.5',
        '1e400',
        ...(ID_FIELD.test(field) ? [String(PAST_INT32)] : []),
      ];
    case 'string':
      return ['x'.repeat(10_001), CONTROL];
    default:
      return ['__no_such_value__', CONTROL, 'x'.repeat(10_001)];
  }
}
