import { idField, integer } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from '../../src/core/validator-compiler';

const schema = z.object({
  ids: z.array(integer('类型')).optional(),
  pick: z.union([z.object({ id: idField('通知') }), z.object({ all: z.literal(1) })]).optional(),
  nested: z.object({ amount: integer('金额').optional() }).optional(),
});

type Outcome = { value?: unknown; error?: Array<{ message: string }> };

function validate(httpPart: 'body' | 'querystring', data: unknown): Outcome {
  const compiled = validatorCompiler({ schema, httpPart, method: 'POST', url: '/x' }) as (
    data: unknown,
  ) => Outcome;
  return compiled(data);
}

const refusal = (outcome: Outcome) => outcome.error?.[0]?.message;

describe('request typing', () => {
  it('refuses numbers given as text, arrays or booleans anywhere in a JSON body, with the field’s message', () => {
    expect(refusal(validate('body', { ids: [1, '2'] }))).toBe('类型格式不正确');
    expect(refusal(validate('body', { pick: { id: '5' } }))).toBe('通知格式不正确');
    expect(refusal(validate('body', { nested: { amount: true } }))).toBe('金额格式不正确');
    expect(refusal(validate('body', { nested: { amount: [100] } }))).toBe('金额格式不正确');
  });

  it('takes typed bodies as they are, union members included', () => {
    expect(validate('body', { ids: [1, 2], pick: { id: 5 }, nested: { amount: 100 } })).toEqual({
      value: { ids: [1, 2], pick: { id: 5 }, nested: { amount: 100 } },
    });
    expect(validate('body', { pick: { all: 1 } })).toEqual({ value: { pick: { all: 1 } } });
  });

  it('still coerces query strings, which are text by nature', () => {
    expect(validate('querystring', { pick: { id: '5' }, nested: { amount: '100' } })).toEqual({
      value: { pick: { id: 5 }, nested: { amount: 100 } },
    });
  });
});
