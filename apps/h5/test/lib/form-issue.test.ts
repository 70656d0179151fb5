import { feedbackBody } from '@lawbridge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showFormIssue } from '../../src/lib/form-issue';
import { showToast } from '../../src/lib/toast';
import { firstFieldIssue } from '../../src/lib/validation';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn() }));

function formWith(...fields: string[]) {
  document.body.innerHTML = fields
    .map((field) => `<section data-field="${field}"><input aria-label="${field}" /></section>`)
    .join('');
  const row = (field: string) => document.querySelector<HTMLElement>(`[data-field="${field}"]`)!;
  const scrolled = vi.fn();
  for (const field of fields) row(field).scrollIntoView = scrolled;
  return { row, scrolled };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form’s validation toast points at its field', () => {
  it('toasts, scrolls the field to the middle and marks it until the user types in it', () => {
    const { row, scrolled } = formWith('title', 'description');
    showFormIssue({ message: '请填写问题描述', field: 'description' });
    expect(showToast).toHaveBeenCalledWith('请填写问题描述');
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(row('description').getAttribute('data-invalid')).toBe('true');
    expect(row('description').querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(row('title').hasAttribute('data-invalid')).toBe(false);

    row('description')
      .querySelector('input')!
      .dispatchEvent(new Event('input', { bubbles: true }));
    expect(row('description').hasAttribute('data-invalid')).toBe(false);
    expect(row('description').querySelector('input')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('moves the mark to the next field refused', () => {
    const { row } = formWith('title', 'description');
    showFormIssue({ message: '请填写文档标题', field: 'title' });
    showFormIssue({ message: '请填写文档简介', field: 'description' });
    expect(row('title').hasAttribute('data-invalid')).toBe(false);
    expect(row('description').getAttribute('data-invalid')).toBe('true');
  });

  it('only toasts an issue without a field, or with one the page does not show', () => {
    const { row, scrolled } = formWith('title');
    showFormIssue({ message: '附件上传中，请稍候' });
    showFormIssue({ message: '请选择服务', field: 'config_id' });
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(scrolled).not.toHaveBeenCalled();
    expect(row('title').hasAttribute('data-invalid')).toBe(false);
  });

  it('reads the field of a contract schema’s first issue from its path', () => {
    expect(firstFieldIssue(feedbackBody, { content: '好', images: [] })).toMatchObject({
      field: 'content',
    });
    expect(firstFieldIssue(feedbackBody, { content: '页面打不开了', images: [] })).toBeNull();
  });
});
