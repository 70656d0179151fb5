import { describe, expect, it } from 'vitest';
import { checkFeedback, EMPTY_FEEDBACK_FORM } from '../../../src/features/feedback/feedback-form';

const form = (overrides: Partial<typeof EMPTY_FEEDBACK_FORM>) => ({ ...EMPTY_FEEDBACK_FORM, ...overrides });

describe('feedback form checks', () => {
  it.each([
    [form({}), '反馈内容至少5个字', 'content'],
    [form({ content: '    ' }), '反馈内容至少5个字', 'content'],
    [form({ content: '太慢了呀' }), '反馈内容至少5个字', 'content'],
    [form({ content: '字'.repeat(501) }), '反馈内容不能超过500个字', 'content'],
    [form({ content: '页面打不开了', contact: '1'.repeat(51) }), '联系方式不能超过50个字', 'contact'],
  ])('refuses %j with %s at its field', (values, message, field) => {
    expect(checkFeedback(values)).toEqual({ ok: false, message, field });
  });

  it('sends the trimmed text, the contact only when given, and the image ids', () => {
    expect(
      checkFeedback(
        form({
          content: '  律师回复太慢了  ',
          contact: '  ',
          images: [{ id: 'upload-id-0001', url: '/api/v1/upload/image/upload-id-0001' }],
        }),
      ),
    ).toEqual({ ok: true, body: { content: '律师回复太慢了', images: ['upload-id-0001'] } });
    expect(checkFeedback(form({ content: '字'.repeat(500), contact: ' a@b.cn ' }))).toEqual({
      ok: true,
      body: { content: '字'.repeat(500), contact: 'a@b.cn', images: [] },
    });
  });
});
