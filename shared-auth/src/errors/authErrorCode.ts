/**
 * One comparable code for an auth failure, whatever shape it arrived in: GoTrue's `code`
 * ('invalid_credentials'), an HTTP status, or a message. The original catalogue speaks of Firebase-style
 * codes ('auth/invalid-credential', 'too-many-requests'), so codes are compared with hyphens.
 */
export interface AuthLikeError {
  code?: string | number;
  status?: number;
  message?: string;
  name?: string;
}

export function authErrorCode(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const e = error as AuthLikeError;
  if (e.status === 429) return 'too-many-requests';
  const code = typeof e.code === 'string' ? e.code : '';
  return code.toLowerCase().replace(/_/g, '-');
}

export function authErrorMessage(error: unknown): string {
  if (!error) return '';
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return '';
}

/** GoTrue says 'Invalid login credentials' for an unknown user and for a wrong password alike. */
export function isInvalidCredentials(error: unknown): boolean {
  const code = authErrorCode(error);
  return (
    ['invalid-credential', 'user-not-found', 'wrong-password'].some((c) => code.includes(c)) ||
    /invalid login credentials/i.test(authErrorMessage(error))
  );
}

export function isRateLimited(error: unknown): boolean {
  const code = authErrorCode(error);
  return code.includes('too-many-requests') || code.includes('rate-limit');
}
