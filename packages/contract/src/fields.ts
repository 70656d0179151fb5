import { z } from 'zod';
import { CONTROL_CHARACTERS, INT32_MAX, stripInvisible } from './text-rules';

/**
 * Field builders that carry Chinese messages naming the field, so every refusal
 * the server sends with code 1 reads like `请填写手机号` or `昵称不能超过20个字`.
 */

/** A string field of people's text: invisible format characters removed, control characters refused. */
function humanText(label: string, opts: { trim?: boolean } = {}) {
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}格式不正确`) })
    .overwrite(stripInvisible)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label}不能包含控制字符` });
  return opts.trim === false ? base : base.trim();
}

export function text(label: string, opts: { min?: number; max: number; trim?: boolean }) {
  const min = opts.min ?? 1;
  return humanText(label, opts)
    .min(min, { error: min <= 1 ? `请填写${label}` : `${label}至少${min}个字` })
    .max(opts.max, { error: `${label}不能超过${opts.max}个字` });
}

/** Optional people's text that may be empty (a contact note), at most `max` characters. */
export function optionalText(label: string, max: number) {
  return humanText(label)
    .max(max, { error: `${label}不能超过${max}个字` })
    .optional();
}

/** An optional search box: people's text, at most `max` characters. */
export function searchKeyword(max: number) {
  return humanText('搜索词')
    .max(max, { error: `搜索词不能超过${max}个字` })
    .optional();
}

export function pattern(label: string, regex: RegExp) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}格式不正确`) })
    .trim()
    .min(1, { error: `请填写${label}` })
    .regex(regex, { error: `${label}格式不正确` });
}

export function oneOf<const T extends readonly [string | number, ...Array<string | number>]>(
  label: string,
  values: T,
) {
  return z.custom<T[number]>((value) => values.includes(value as T[number]), {
    error: (issue) => (issue.input === undefined ? `请选择${label}` : `${label}不正确`),
  });
}

/** An integer; without an explicit `max` it stays within a 32-bit column (ids), or it is 格式不正确. */
export function integer(label: string, opts: { min?: number; max?: number } = {}) {
  let schema = z.coerce.number({ error: `${label}格式不正确` }).int({ error: `${label}必须是整数` });
  if (opts.min !== undefined) schema = schema.min(opts.min, { error: `${label}不能小于${opts.min}` });
  schema =
    opts.max === undefined
      ? schema
          .max(INT32_MAX, { error: `${label}格式不正确` })
          .min(-INT32_MAX, { error: `${label}格式不正确` })
      : schema.max(opts.max, { error: `${label}不能大于${opts.max}` });
  return schema;
}

/**
 * The one definition of an id in a request (body, query or path): a positive integer within a 32-bit
 * column, or `${label}格式不正确` / `${label}不正确`. Every id field uses it, so none reaches the database
 * out of range (a harness test sends 2147483648 to every id of every route).
 */
export function idField(label: string) {
  return z.coerce
    .number({ error: `${label}格式不正确` })
    .int({ error: `${label}格式不正确` })
    .min(1, { error: `${label}不正确` })
    .max(INT32_MAX, { error: `${label}不正确` });
}

export const CN_MOBILE = /^1[3-9]\d{9}$/;
export const phoneField = pattern('手机号', CN_MOBILE);
