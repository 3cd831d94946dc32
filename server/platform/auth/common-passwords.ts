import { dictionary } from '@zxcvbn-ts/language-common';

export { COMMON_PASSWORD_MESSAGE } from '../../../shared/auth';

/**
 * The spec's 6-character minimum stays; on top, a new password must not be one of the ~49,000
 * most common passwords of breach corpora (`@zxcvbn-ts/language-common`, lower case), compared
 * without regard to case (ASVS 4.0 V2.1.7; decision 021). The list stays on the server.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}
