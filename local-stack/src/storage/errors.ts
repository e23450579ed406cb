// Errors as storage-api renders them (src/internal/errors/codes.ts upstream), because that is what
// @supabase/storage-js reads: a body {statusCode, code, error, message} whose statusCode is the status
// it means, as a string. The HTTP status itself is 400 for every client error (storage-api's legacy
// rule: only 5xx, a role refusal and a bad Range keep their own), so storage-js hands callers
// `error.status` 400 and `error.statusCode` '409', '404', '413'…: tell errors apart by the latter.

export class StorageError extends Error {
  constructor(
    /** The status the error means (the body's `statusCode`). */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** storage-api's older error name, kept in the body's `error`. */
    readonly error: string = code,
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
  }

  toResponse(): Response {
    return Response.json(
      { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message },
      { status: this.httpStatus },
    );
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  alreadyExists: () => new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  /** A token that is no JWT of the project (HTTP 400), or one whose role may not do this (HTTP 403). */
  accessDenied: (message: string, httpStatus = 400) =>
    new StorageError(403, 'AccessDenied', message, 'Unauthorized', httpStatus),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidRange: () => new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  featureNotEnabled: (feature: string) =>
    new StorageError(409, 'FeatureNotEnabled', `The feature ${feature} is not enabled for this resource`),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  /** A body or query that fails the route's schema, worded as Fastify's validator words it. */
  badRequest: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Error'),
};
