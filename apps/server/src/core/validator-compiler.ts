import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG_MALFORMED_REQUEST } from './error-handler';
import { defOf, WRAPPERS } from './zod-def';

interface Uncoerced {
  path: PropertyKey[];
  message: string;
}

/** The field's own message (`金额格式不正确`), as the schema says it for a value of the wrong type. */
function wrongTypeMessage(schema: z.ZodType): string {
  const parsed = schema.safeParse(Number.NaN);
  return parsed.success ? MSG_MALFORMED_REQUEST : (parsed.error.issues[0]?.message ?? MSG_MALFORMED_REQUEST);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first place where a JSON body gives text, an array or a boolean to a schema that would coerce it
 * (the contract's `integer()` coerces, for query strings). Walks the schema alongside the value.
 */
function findUncoerced(schema: z.ZodType, value: unknown, path: PropertyKey[]): Uncoerced | undefined {
  const def = defOf(schema);
  if (value === undefined) return undefined;
  if (def.coerce) {
    return typeof value === def.type ? undefined : { path, message: wrongTypeMessage(schema) };
  }
  if (WRAPPERS.has(def.type) && def.innerType) return findUncoerced(def.innerType, value, path);
  if (def.type === 'pipe' && def.in) return findUncoerced(def.in, value, path);
  if (def.type === 'object' && def.shape && isPlainObject(value)) {
    for (const [key, field] of Object.entries(def.shape)) {
      const found = findUncoerced(field, value[key], [...path, key]);
      if (found) return found;
    }
    return undefined;
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUncoerced(def.element, item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (def.type === 'intersection' && def.left && def.right) {
    return findUncoerced(def.left, value, path) ?? findUncoerced(def.right, value, path);
  }
  if (def.type === 'union' && def.options) {
    // Strict only where a member would take the value: fine if one member takes it without coercing.
    const found = def.options
      .filter((option) => option.safeParse(value).success)
      .map((option) => findUncoerced(option, value, path));
    return found.some((item) => item === undefined) ? undefined : found[0];
  }
  return undefined;
}

/** The body schema preceded by the strictness walk: any coerced place refuses with the field's message. */
function strictBody(schema: z.ZodType): z.ZodType {
  return z
    .unknown()
    .check((ctx) => {
      const found = findUncoerced(schema, ctx.value, []);
      if (found)
        ctx.issues.push({ code: 'custom', input: ctx.value, path: found.path, message: found.message });
    })
    .pipe(schema);
}

/**
 * The one place deciding how request parts are typed: query strings and path parameters are text by
 * nature, so the contract's number and boolean fields coerce them; a JSON body is typed, so there a number
 * given as `"100"`, `[100]` or `true` is refused with code 1 (docs/decisions.md).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler(route.httpPart === 'body' ? { ...route, schema: strictBody(route.schema) } : route);
