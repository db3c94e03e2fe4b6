import { z } from 'zod';

/** Every failed call answers this envelope (DESIGN section 6); `message` is what the UI shows. */
export const errorEnvelope = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Machine-readable error codes; the message is for people, the code for programs. */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Spec section 8: the text shown when a failure carries no message of its own. */
export const fallbackErrorMessage = 'something went wrong!';
