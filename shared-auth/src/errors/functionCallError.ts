// In the light entry: pages check a function's refusal (instanceof) without loading the client.
/** A function refused or failed: its `{error: {code, message}}` body, with the HTTP status (0: no answer). */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}
