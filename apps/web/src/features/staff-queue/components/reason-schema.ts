import { z } from 'zod';

/** The server's rule for a staff reason (2 to 200 characters), with i18n keys as messages. */
export const reasonSchema = z
  .string()
  .trim()
  .min(2, 'board.reason.tooShort')
  .max(200, 'board.reason.tooLong');
