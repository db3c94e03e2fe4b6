import { z } from 'zod';
import { roleSchema } from '../roles';

export const authPaths = {
  refreshToken: '/api/auth/refresh-token',
  login: '/api/auth/login',
  emailLogin: '/api/auth/email-login',
  logout: '/api/auth/logout',
  resetPassword: '/api/auth/reset-password',
  verifyEmail: '/api/auth/verify-email',
  forgotPassword: '/api/auth/forgot-password',
} as const;

export const liveStatuses = ['available', 'busy', 'on_break', 'away'] as const;
export const liveStatusSchema = z.enum(liveStatuses);
export type LiveStatus = z.infer<typeof liveStatusSchema>;

/** The session the web keeps (spec section 3, auth user). */
export const sessionSchema = z.object({
  accessToken: z.string(),
  shopId: z.string(),
  userId: z.string(),
  role: roleSchema,
  isVerified: z.boolean(),
  status: liveStatusSchema.nullable(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  mailPermissions: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  session: sessionSchema,
});
export type SessionResponse = z.infer<typeof sessionResponse>;
