import type { FormItemProps } from 'antd-mobile/es/components/form';
import { firstIssue } from '../../lib/validation';
import { showToast } from '../../lib/toast';

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

interface FailedSubmit {
  errorFields: ReadonlyArray<{ errors: readonly string[] }>;
}

/** On a refused submit the fields show their messages; the first one is also said in a toast. */
export function toastFirstError({ errorFields }: FailedSubmit): void {
  const message = errorFields[0]?.errors[0];
  if (message) showToast(message);
}
