// Resend's error body, {statusCode, name, message}, with the names and messages its API reference
// lists; thrown by the routes and answered by the sandbox.

export function resendError(statusCode: number, name: string, message: string): Response {
  return Response.json({ statusCode, name, message }, { status: statusCode });
}

export class ResendError extends Error {
  constructor(
    readonly statusCode: number,
    readonly name: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    return resendError(this.statusCode, this.name, this.message);
  }
}

export const missingField = (field: string) =>
  new ResendError(422, 'missing_required_field', `Missing \`${field}\` field.`);

export const invalidField = (field: string, why: string) =>
  new ResendError(422, 'validation_error', `Invalid \`${field}\` field. ${why}`);
