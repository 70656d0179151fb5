import { showToast } from './toast';
import type { FieldIssue } from './validation';

/** The attribute a form puts on each field's row (`data-field="description"`), named like the body's key. */
export const FIELD_ATTRIBUTE = 'data-field';
/** Set on the row of the field a check refused, until the user touches it (global.css draws it). */
export const INVALID_ATTRIBUTE = 'data-invalid';

let clearLast: (() => void) | null = null;

/**
 * Shows a form's first problem (issue 18): the toast, and the field it is about scrolled to the middle of
 * the screen and marked (red outline, aria-invalid on its input) until the user types in it or taps it.
 * Every H5 form with validation reports through here. A field the page does not mark is only toasted.
 */
export function showFormIssue(issue: FieldIssue): void {
  showToast(issue.message);
  clearLast?.();
  clearLast = null;
  if (!issue.field) return;
  const row = document.querySelector<HTMLElement>(`[${FIELD_ATTRIBUTE}="${issue.field}"]`);
  if (!row) return;
  const input = row.querySelector<HTMLElement>('input, textarea');
  row.setAttribute(INVALID_ATTRIBUTE, 'true');
  input?.setAttribute('aria-invalid', 'true');
  row.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const touched = new AbortController();
  const clear = () => {
    row.removeAttribute(INVALID_ATTRIBUTE);
    input?.removeAttribute('aria-invalid');
    touched.abort();
  };
  for (const event of ['input', 'click', 'change'])
    row.addEventListener(event, clear, { signal: touched.signal });
  clearLast = clear;
}
