import type { DraftIssue } from './use-contract-form';

/**
 * A new password typed twice: the confirmation never leaves the browser, and a mismatch shows on
 * the confirm field in the spec's words.
 */
export function confirmsPassword<Field extends string>(field: Field) {
  return (draft: Record<Field | 'confirmPassword', string>): DraftIssue[] =>
    draft[field] === draft.confirmPassword
      ? []
      : [{ path: 'confirmPassword', message: "Passwords don't match" }];
}
