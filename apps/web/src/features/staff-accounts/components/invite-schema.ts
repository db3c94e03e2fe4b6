import { z } from 'zod';

/** The invitation form, with the contract's bounds and i18n keys as messages. */
export const inviteSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'staffAdmin.errors.nameTooShort')
    .max(100, 'staffAdmin.errors.nameTooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'staffAdmin.errors.emailRequired')
    .max(200, 'staffAdmin.errors.emailInvalid')
    .pipe(z.email('staffAdmin.errors.emailInvalid')),
  role: z.enum(['barber', 'receptionist']),
});
export type InviteValues = z.infer<typeof inviteSchema>;
