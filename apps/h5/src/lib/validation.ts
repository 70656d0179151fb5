interface Validator {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** The first Chinese message a contract schema gives for `value`, or null when it is valid. */
export function firstIssue(schema: Validator, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? '输入不正确');
}
