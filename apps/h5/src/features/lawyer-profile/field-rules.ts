import type { FormItemProps } from 'antd-mobile/es/components/form';
import { firstIssue } from '../../lib/validation';
import { showFormIssue } from '../../lib/form-issue';
import { currentShanghaiYear, practiceYearIssue } from './practice-years';

type FormRule = NonNullable<FormItemProps['rules']>[number];
type Schema = Parameters<typeof firstIssue>[0];

interface SchemaRuleOptions<T> {
  /** The message for an empty field when the contract's own one does not fit a picker or an upload. */
  missing?: string;
  /** Turns the field's value into what the contract checks (e.g. the upload id of a picked image). */
  pick?(value: T): unknown;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * A form rule that checks one field with its contract schema and shows the contract's first Chinese
 * message. Empty values are checked as missing, so they read `请填写…` rather than a length rule.
 */
export function schemaRule<T>(schema: Schema, options: SchemaRuleOptions<T> = {}): FormRule {
  return {
    validator: async (_rule, value: T) => {
      const checked = options.pick ? options.pick(value) : value;
      if (isEmpty(checked) && options.missing) throw new Error(options.missing);
      const issue = firstIssue(schema, isEmpty(checked) ? undefined : checked);
      if (issue) throw new Error(issue);
    },
  };
}

/** A picked image is required; its upload id comes from the server, so only its presence is checked. */
export function imageRule(missing: string): FormRule {
  return {
    validator: async (_rule, images: readonly unknown[] | undefined) => {
      if (!images?.length) throw new Error(missing);
    },
  };
}

/** A first year of practice the server would refuse (less than a full year of practice) is said at once. */
export function practiceYearRule(): FormRule {
  return {
    validator: async (_rule, year: number | undefined) => {
      const issue = year ? practiceYearIssue(year, currentShanghaiYear()) : undefined;
      if (issue) throw new Error(issue);
    },
  };
}

interface FailedSubmit {
  errorFields: ReadonlyArray<{ errors: readonly string[] }>;
}

const FIRST_ERROR = '.adm-form-item-has-error';
/** Frames to wait for the form to draw its messages (it does so after the failed submit returns). */
const FRAMES_TO_WAIT = 10;

/**
 * antd-mobile's Form has no `scrollToFirstError`: once the messages are drawn, the first refused field
 * is scrolled to the middle of the screen, clear of the fixed bar on top.
 */
export function scrollToFirstError(framesLeft = FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    const field = document.querySelector(FIRST_ERROR);
    if (field) field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    else if (framesLeft > 1) scrollToFirstError(framesLeft - 1);
  });
}

/**
 * On a refused submit the fields show their messages (antd-mobile's Form marks them); the first one is also
 * said in the forms' one toast (lib/form-issue) and its field is brought into view.
 */
export function toastFirstError({ errorFields }: FailedSubmit): void {
  const message = errorFields[0]?.errors[0];
  if (message) showFormIssue({ message });
  scrollToFirstError();
}
