// The booking function's answers: JSON with CORS open to any origin (the public booking page calls it
// with plain fetch from its own origin, with no project key), and the pt-BR errors the page shows
// (shared-domain's contracts/booking.ts: BOOKING_ERRORS). Its own headers (the page reads Retry-After;
// the preflight is cached a day) and its error table are why it does not answer through handler().
import { BOOKING_ERRORS, type BookingErrorCode } from '../../../shared-domain/src/contracts/booking.ts';
import { CORS_HEADERS } from '../_shared/http.ts';
import { HttpError } from '../_shared/handler.ts';

const HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  // The page reads how long to wait after a 429.
  'access-control-expose-headers': 'retry-after',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...HEADERS, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: { ...HEADERS, 'access-control-max-age': '86400' } });
}

export type ErrorCode = BookingErrorCode;

/** A refusal, answered as {error: {code, message}} with the code's status and message. */
export class Refusal extends HttpError {
  declare readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    super(BOOKING_ERRORS[code][0], code, BOOKING_ERRORS[code][1]);
    this.name = 'Refusal';
  }
}

/** 429 rate_limited, with Retry-After (seconds) saying when one more attempt counts again. */
export class RateLimited extends Refusal {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited');
    this.name = 'RateLimited';
  }
}

/** The answer to a refusal (the body's own, from parseBody, included). */
export function refused(err: HttpError): Response {
  const res = json({ error: { code: err.code, message: err.message } }, err.status);
  if (err instanceof RateLimited) res.headers.set('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
  return res;
}
