interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey>;
}

interface Validator {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<Issue> } };
}

/** A form's first problem: the Chinese message, and the field it is about (the body's key) when known. */
export interface FieldIssue {
  message: string;
  field?: string;
}

/** The first of a schema's issues as a FieldIssue: the field is the top key of its path. */
export function fieldIssueOf(issues: ReadonlyArray<Issue>): FieldIssue {
  const first = issues[0];
  const key = first?.path?.[0];
  return {
    message: first?.message ?? '输入不正确',
    ...(typeof key === 'string' ? { field: key } : {}),
  };
}

/** The first problem a contract schema finds in `value` (message and field), or null when it is valid. */
export function firstFieldIssue(schema: Validator, value: unknown): FieldIssue | null {
  const result = schema.safeParse(value);
  return result.success ? null : fieldIssueOf(result.error?.issues ?? []);
}

/** The first Chinese message a contract schema gives for `value`, or null when it is valid. */
export function firstIssue(schema: Validator, value: unknown): string | null {
  return firstFieldIssue(schema, value)?.message ?? null;
}
