import { type ErrorCode, errorCodes } from '@jono/contract';

/**
 * A failure the caller caused or may act on. Services throw it; the error handler turns it
 * into the `{ ok: false, message, code }` envelope with its status.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode = codeForStatus(statusCode),
    /** Extra fields of the envelope, such as the set-up steps a shop still lacks. */
    readonly details: { missing?: string[] } = {},
    /** Headers the answer carries besides the envelope, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.tooManyRequests,
  503: errorCodes.unavailable,
};

export function codeForStatus(status: number): ErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? errorCodes.internal : errorCodes.badRequest);
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A 429 that tells the client, in Retry-After, how many whole seconds to wait. */
export const retryLater = (
  message: string,
  waitMs: number,
  code: ErrorCode = errorCodes.tooManyRequests,
) =>
  new HttpError(
    429,
    message,
    code,
    {},
    {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    },
  );
