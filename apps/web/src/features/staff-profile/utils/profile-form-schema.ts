import type { Session } from '@jono/contract/api/auth';
import { errorCodes } from '@jono/contract/api/errors';
import { isValidEmail } from '@jono/contract/rules/email';
import { isValidPhone, normalisePhone } from '@jono/contract/rules/phone';
import { z } from 'zod';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the account logs in with, as the form holds it, compared with the session's. */
export function loginChanges(values: { email: string; phone: string }, session: Session) {
  const isEmailChanging = !sameEmail(values.email, session.email);
  const phone = values.phone.trim();
  const isPhoneChanging =
    phone !== (session.phone ?? '') && (phone === '' || normalisePhone(phone) !== session.phone);
  return { isEmailChanging, isPhoneChanging };
}

/**
 * The form's rules for one session: a phone the account has cannot be emptied (the server
 * keeps one), and changing the email or phone needs the current password.
 */
export const profileFormSchema = (session: Session) =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(2, 'profile.errors.nameRequired')
        .max(100, 'profile.errors.nameTooLong'),
      email: z
        .string()
        .trim()
        .min(1, 'auth.errors.emailRequired')
        .max(200, 'auth.errors.emailInvalid')
        .refine(isValidEmail, 'auth.errors.emailInvalid'),
      phone: z
        .string()
        .trim()
        .refine((phone) => phone !== '' || !session.phone, 'auth.errors.phoneRequired')
        .refine((phone) => phone === '' || isValidPhone(phone), 'auth.errors.phoneInvalid'),
      currentPassword: z.string(),
      mailPermissions: z.boolean(),
    })
    .superRefine((values, issues) => {
      const { isEmailChanging, isPhoneChanging } = loginChanges(values, session);
      if ((isEmailChanging || isPhoneChanging) && values.currentPassword === '') {
        issues.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: 'profile.errors.currentPasswordRequired',
        });
      }
    });
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

/** The field a refusal of the server belongs to, and the words for it. */
type ProfileRefusal =
  `profile.errors.${'currentPasswordRequired' | 'currentPasswordWrong' | 'emailTaken' | 'phoneTaken'}`;

export const fieldRefusals: Record<string, [keyof ProfileFormValues, ProfileRefusal]> = {
  [errorCodes.currentPasswordRequired]: [
    'currentPassword',
    'profile.errors.currentPasswordRequired',
  ],
  [errorCodes.currentPasswordWrong]: ['currentPassword', 'profile.errors.currentPasswordWrong'],
  [errorCodes.emailTaken]: ['email', 'profile.errors.emailTaken'],
  [errorCodes.phoneTaken]: ['phone', 'profile.errors.phoneTaken'],
};

/** The values the form starts from, and returns to after a save, for this account. */
export const profileFormValuesOf = (
  account: Pick<Session, 'name' | 'email' | 'phone' | 'mailPermissions'>,
): ProfileFormValues => ({
  name: account.name,
  email: account.email,
  phone: account.phone ?? '',
  currentPassword: '',
  mailPermissions: account.mailPermissions,
});
