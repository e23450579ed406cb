/** GoTrue's validateEmail: checkmail's format rule, 255 characters at most, stored lower-cased. */
import { badRequest } from './errors.ts';

// github.com/badoux/checkmail ValidateFormat, the regular expression GoTrue relies on.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length > 0 && email.length <= 255 && EMAIL_FORMAT.test(email);
}
