/**
 * GoTrue's error model (internal/api/apierrors and internal/api/errors.go).
 *
 * An ApiError is GoTrue's HTTPError: a status, an error code from GoTrue's list (the same strings
 * auth-js knows in lib/error-codes.ts) and a message. How it is written out depends on the
 * request's X-Supabase-Api-Version header — see errorResponse.
 * An OAuthError is GoTrue's OAuthError: always 400 `{error, error_description}`.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra top-level fields of the body (GoTrue's weak_password payload). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export class OAuthError extends Error {
  readonly error: string;
  readonly description: string;

  constructor(error: string, description: string) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
    this.error = error;
    this.description = description;
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const unauthorized = (code: string, message: string) => new ApiError(401, code, message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const unprocessable = (code: string, message: string) => new ApiError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new ApiError(429, code, message);
export const internalError = (message: string) => new ApiError(500, 'unexpected_failure', message);

/** GoTrue's WeakPasswordError: 422 weak_password with `weak_password: {reasons}` in the body. */
export function weakPassword(message: string, reasons: string[]): ApiError {
  return new ApiError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** GoTrue's rate-limiter answer (performRateLimiting). */
export const requestRateLimit = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

/** The message GoTrue answers for an error it did not anticipate (errors.go default branch). */
export const UNEXPECTED_FAILURE_MESSAGE = 'Unexpected failure, please check server logs for more information';
