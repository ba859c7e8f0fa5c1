/**
 * What a rejected form says under each field: the first message zod raised
 * for it. Shared by the API (the 400's `errors`) and the contact form, so a
 * field shows the same message whoever checked it.
 */

/** One problem zod found: where (the path into the value) and what. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Field → its first message, in the order the issues came; an issue about
 * the whole value (an empty path) is keyed `body`.
 * @example firstMessages([{ path: ['email'], message: 'Please enter a valid email address.' }])
 * // { email: 'Please enter a valid email address.' }
 */
export function firstMessages(issues: readonly FieldIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[issue.path.length > 0 ? String(issue.path[0]) : 'body'] ??= issue.message;
  return messages;
}
