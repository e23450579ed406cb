// Asaas's error body: {errors: [{code, description}]}, descriptions in Portuguese, one error at a
// time (the first one found), as the real API answers.

export function asaasError(status: number, code: string, description: string): Response {
  return Response.json({ errors: [{ code, description }] }, { status });
}

/** Thrown by validation inside a handler; the router turns it into asaasError(). */
export class AsaasSandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
  toResponse(): Response {
    return asaasError(this.status, this.code, this.message);
  }
}

export const invalid = (code: string, description: string) => new AsaasSandboxError(400, code, description);
export const notFound = (description: string) => new AsaasSandboxError(404, 'not_found', description);
