import { z } from 'zod';

/** Every failed call answers this envelope; `message` is what the UI shows. */
export const errorEnvelope = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.string(),
  /** Set when a shop cannot be published yet: the set-up steps still left. */
  missing: z.array(z.string()).optional(),
  /**
   * Set when a request broke its schema (VALIDATION_FAILED): the first failing field's path
   * inside the body, query or params, e.g. 'name' or 'services.0.quantity', so a form can
   * show the refusal at that field.
   */
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export { type ErrorCode, errorCodes, fallbackErrorMessage } from '../error-codes';
