import { describe, expect, it } from 'vitest';
import { answerBody, appealBody, appealIdOf } from '../../../src/features/appeal/appeal-forms';

const ORDER = { kind: 'service' as const, orderNo: 'S2026112012345678' };

describe('the appeal body', () => {
  it('needs a type, then the contract’s checks on the text', () => {
    expect(appealBody(ORDER, { type: null, text: '很差', images: [] })).toEqual({
      ok: false,
      message: '请选择申诉类型',
      field: 'type',
    });
    const short = appealBody(ORDER, { type: '其他', text: ' 差 ', images: [] });
    expect(short.ok).toBe(false);
    expect(short.ok ? '' : short.message).toMatch(/申诉说明/);
  });

  it('is the order, the type, the trimmed text and the images', () => {
    expect(appealBody(ORDER, { type: '服务质量差', text: ' 答复敷衍 ', images: ['abcdef0123'] })).toEqual({
      ok: true,
      body: {
        order_kind: 'service',
        order_no: 'S2026112012345678',
        type: '服务质量差',
        text: '答复敷衍',
        images: ['abcdef0123'],
      },
    });
  });
  it('takes only the types the order’s kind offers', () => {
    const document = { kind: 'document' as const, orderNo: 'D2026112012345678' };
    expect(appealBody(document, { type: '服务质量差', text: '文件打不开', images: [] })).toEqual({
      ok: false,
      message: '该订单不能选择此申诉类型',
      field: 'type',
    });
    expect(appealBody(ORDER, { type: '内容与描述不符', text: '与介绍不符', images: [] })).toEqual({
      ok: false,
      message: '该订单不能选择此申诉类型',
      field: 'type',
    });
    expect(appealBody(document, { type: '内容与描述不符', text: '与介绍不符', images: [] }).ok).toBe(true);
  });
});

describe('the lawyer’s answer', () => {
  it('offers whole fen up to what is refundable', () => {
    expect(answerBody(7, 10000, { answer: 'offer', yuan: '50.5', text: '' })).toEqual({
      ok: true,
      body: { id: 7, answer: 'offer', amount: 5050 },
    });
    expect(answerBody(7, 10000, { answer: 'offer', yuan: '', text: '' })).toEqual({
      ok: false,
      message: '请填写退款金额',
      field: 'amount',
    });
    expect(answerBody(7, 10000, { answer: 'offer', yuan: '1.234', text: '' })).toEqual({
      ok: false,
      message: '退款金额格式不正确（最多两位小数）',
      field: 'amount',
    });
    expect(answerBody(7, 10000, { answer: 'offer', yuan: '0', text: '' })).toEqual({
      ok: false,
      message: '退款金额必须大于0',
      field: 'amount',
    });
    expect(answerBody(7, 10000, { answer: 'offer', yuan: '100.01', text: '' })).toEqual({
      ok: false,
      message: '退款金额不能超过可退金额 ¥100.00',
      field: 'amount',
    });
  });

  it('contests with an explanation and images', () => {
    expect(
      answerBody(7, 10000, { answer: 'contest', text: ' 已按约定完成 ', images: ['abcdef0123'] }),
    ).toEqual({
      ok: true,
      body: { id: 7, answer: 'contest', text: '已按约定完成', images: ['abcdef0123'] },
    });
    const empty = answerBody(7, 10000, { answer: 'contest', text: '', images: [] });
    expect(empty.ok ? '' : empty.message).toMatch(/异议说明/);
  });
});

describe('the page’s appeal id', () => {
  it('is a positive whole number, else 0', () => {
    expect(appealIdOf('12')).toBe(12);
    expect(appealIdOf(undefined)).toBe(0);
    expect(appealIdOf('0')).toBe(0);
    expect(appealIdOf('1e3')).toBe(0);
  });
});
