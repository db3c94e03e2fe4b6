import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@jono/contract/api/auth';
import { z } from 'zod';

/** A new password typed twice, for every form that sets one (a reset, an invitation). */
export const newPasswordPair = {
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, 'auth.errors.passwordTooShort')
    .max(MAX_PASSWORD_LENGTH, 'auth.errors.passwordTooLong'),
  confirmPassword: z.string().min(1, 'auth.errors.confirmRequired'),
};

/** The check that both typings agree, reported at the second one. */
export const isSamePasswordTwice = (values: { newPassword: string; confirmPassword: string }) =>
  values.newPassword === values.confirmPassword;
export const samePasswordTwiceIssue = {
  path: ['confirmPassword'],
  message: 'auth.errors.passwordsDiffer',
};

/** The values a password rule message needs. */
export const passwordLimits = { count: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };
