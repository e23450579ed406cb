import * as v from 'valibot';

/** Field → message; a field is absent when it is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per top-level field: forms show one message under each input. */
export function firstIssuePerField<Field extends string>(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
): FieldErrors<Field> {
  const nested = v.flatten(issues).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(nested)) {
    if (messages?.length) errors[path.split('.')[0]] ??= messages[0];
  }
  return errors as FieldErrors<Field>;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
