import { z } from 'zod';

/**
 * Field builders that carry Chinese messages naming the field, so every refusal
 * the server sends with code 1 reads like `请填写手机号` or `昵称不能超过20个字`.
 */
export function text(label: string, opts: { min?: number; max: number; trim?: boolean }) {
  const min = opts.min ?? 1;
  const base = z.string({
    error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}格式不正确`),
  });
  const trimmed = opts.trim === false ? base : base.trim();
  return trimmed
    .min(min, { error: min <= 1 ? `请填写${label}` : `${label}至少${min}个字` })
    .max(opts.max, { error: `${label}不能超过${opts.max}个字` });
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

export function integer(label: string, opts: { min?: number; max?: number } = {}) {
  let schema = z.coerce.number({ error: `${label}格式不正确` }).int({ error: `${label}必须是整数` });
  if (opts.min !== undefined) schema = schema.min(opts.min, { error: `${label}不能小于${opts.min}` });
  if (opts.max !== undefined) schema = schema.max(opts.max, { error: `${label}不能大于${opts.max}` });
  return schema;
}

export const CN_MOBILE = /^1[3-9]\d{9}$/;
export const phoneField = pattern('手机号', CN_MOBILE);
