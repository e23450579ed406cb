// OpenAI's error body, {error: {message, type, param, code}}, thrown by the sandbox's routes.
export class OpenAiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
  toResponse(): Response {
    return Response.json(
      { error: { message: this.message, type: this.type, param: this.param, code: this.code } },
      { status: this.status },
    );
  }
}
