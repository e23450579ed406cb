// The Graph API's error body, {error: {message, type, code, error_subcode?, error_data: {details},
// fbtrace_id}}, and the body reader the routes share (a body that is not a JSON object is code 100).
import crypto from 'node:crypto';
import { readJsonObject } from '../../http.ts';

export type Body = Record<string, unknown>;

/** Thrown by a route; the sandbox answers it in Meta's shape (401 for an invalid token, else 400). */
export class MetaError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly details: string,
    readonly subcode?: number,
  ) {
    super(message);
  }
}

/** @param status what to answer instead of Meta's own (a fault's 5xx). */
export function metaError(err: MetaError, status?: number): Response {
  const body = {
    error: {
      message: err.message,
      type: 'OAuthException',
      code: err.code,
      ...(err.subcode ? { error_subcode: err.subcode } : {}),
      error_data: { messaging_product: 'whatsapp', details: err.details },
      fbtrace_id: crypto.randomBytes(12).toString('base64url'),
    },
  };
  return Response.json(body, { status: status ?? (err.code === 190 ? 401 : 400) });
}

/** Code 100 with Meta's words for a bad parameter. */
export const invalidParameter = (details: string, subcode?: number) =>
  new MetaError(100, '(#100) Invalid parameter', details, subcode);

/** What Meta answers for an id that is unknown or not the token's (code 100, subcode 33). */
export const unknownObject = (id: string, method: string) =>
  new MetaError(
    100,
    `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    'Object does not exist or the token cannot reach it',
    33,
  );

export const invalidToken = () =>
  new MetaError(190, 'Invalid OAuth access token - Cannot parse access token', 'Invalid access token');

export const readBody = (req: Request): Promise<Body> =>
  readJsonObject(req, () => invalidParameter('The request body must be a JSON object'));

export const obj = (v: unknown): Body | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : null;

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The Graph API version segment every API route starts with ('v24.0'). */
export const V = '/:version{v[0-9]+\\.[0-9]+}';
