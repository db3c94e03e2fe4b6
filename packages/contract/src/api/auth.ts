import { z } from 'zod';
import { roleSchema } from '../roles';
import { geocodeOutcomeSchema } from './going-live';
import { patchSchema } from './patch';
import { text, withTextRule } from './text';

export const authPaths = {
  refreshToken: '/api/auth/refresh-token',
  login: '/api/auth/login',
  emailLogin: '/api/auth/email-login',
  logout: '/api/auth/logout',
  resetPassword: '/api/auth/reset-password',
  verifyEmail: '/api/auth/verify-email',
  forgotPassword: '/api/auth/forgot-password',
  registerShop: '/api/auth/register-shop',
  /** The link sent to a new login email: opening it moves the account to that address. */
  changeEmail: '/api/auth/change-email',
  /** The link sent to the old address: it takes the account back and ends every session. */
  revertEmail: '/api/auth/revert-email',
  /** A signed-in account whose e-mail is not proven yet asks for a fresh verification link. */
  resendVerification: '/api/auth/resend-verification',
  /** What an invitation link is for (the shop, the role, the name it was sent to); nothing is used up. */
  invitation: '/api/auth/invitation',
  /** An invited member gives their name and first password; the link is used up. */
  acceptInvitation: '/api/auth/accept-invitation',
} as const;

export const liveStatuses = ['available', 'busy', 'on_break', 'away'] as const;
export const liveStatusSchema = z.enum(liveStatuses);
export type LiveStatus = z.infer<typeof liveStatusSchema>;
/** When a barber on a break is back at their chair; null for any other status. */
const breakEndsAtSchema = z.iso.datetime().nullable();
/**
 * A break with no length given lasts the shop's default, this long in a new shop; it can be
 * extended or ended at once.
 */
export const DEFAULT_BREAK_MINUTES = 15;
/** The longest break one change can set: a working day's. */
export const MAX_BREAK_MINUTES = 8 * 60;

/**
 * How long a push widget (a new walk-in, booking, refund request or check-in) stays on a
 * staff member's dashboard, in seconds; 0 keeps it until they close it.
 */
export const pushWidgetSecondsOptions = [3, 5, 10, 0] as const;
export const pushWidgetSecondsSchema = z.literal(pushWidgetSecondsOptions);
export type PushWidgetSeconds = z.infer<typeof pushWidgetSecondsSchema>;
/** The stored setting as answered: a value no longer offered reads as the 3-second default. */
export const storedPushWidgetSeconds = pushWidgetSecondsSchema.catch(3);

/** The session the web keeps for a signed-in staff member. */
export const sessionSchema = z.object({
  accessToken: z.string(),
  shopId: z.string(),
  /** Shown in the dashboard frame; not a spec field, but every staff screen needs it. */
  shopName: z.string(),
  userId: z.string(),
  role: roleSchema,
  isVerified: z.boolean(),
  status: liveStatusSchema.nullable(),
  breakEndsAt: breakEndsAtSchema,
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  mailPermissions: z.boolean(),
  /** Not spec fields: the profile page shows them, and a change waiting for its link. */
  phone: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  pushWidgetSeconds: pushWidgetSecondsSchema,
  /** The shop's break length, which the break dialog offers first (a session kept from before reads the default). */
  defaultBreakMinutes: z.number().int().catch(DEFAULT_BREAK_MINUTES),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  session: sessionSchema,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** An answer that only says what happened. */
export const messageResponse = z.object({ ok: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** A fresh verification link was mailed, or none was needed: the address is proven already. */
export const resendVerificationResponse = messageResponse.extend({ isVerified: z.boolean() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponse>;

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is not a denial of service. */
export const MAX_PASSWORD_LENGTH = 128;
export const newPasswordSchema = withTextRule(z.string())
  .min(MIN_PASSWORD_LENGTH, `use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH);

const email = withTextRule(z.email()).trim().toLowerCase().max(200);
/** A login password is only compared, never judged: any length the hash accepts. */
const givenPassword = withTextRule(z.string()).min(1).max(MAX_PASSWORD_LENGTH);
const token = text({ min: 16, max: 200 });

export const loginBody = z.object({
  phoneNumber: text({ min: 1, max: 30 }),
  password: givenPassword,
});
export const emailLoginBody = z.object({ email, password: givenPassword });
export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({
  newPassword: newPasswordSchema,
  verificationToken: token,
});
export const verifyEmailBody = z.object({ verificationToken: token });

/** The invitation link's token proves only the invitation: it opens its shop's name and role. */
export const invitationBody = z.object({ invitationToken: token });
export const invitationSchema = z.object({
  shopName: z.string(),
  role: roleSchema,
  /** The name the owner invited them by, for the form to start from. */
  name: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponse = z.object({ ok: z.literal(true), data: invitationSchema });
export const acceptInvitationBody = z.object({
  invitationToken: token,
  name: text({ min: 2, max: 100 }),
  newPassword: newPasswordSchema,
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

/**
 * A registration's answer: whether the geocoder placed the address (`found`), knew no such
 * place (`notFound`) or did not answer (`unavailable`), so the owner learns at once that the
 * pin is theirs to place. It is the same for an address an account already uses.
 */
export const registerShopResponse = messageResponse.extend({
  addressOutcome: geocodeOutcomeSchema,
});
export type RegisterShopResponse = z.infer<typeof registerShopResponse>;

export const registerShopBody = z.object({
  shopName: text({ min: 2, max: 100 }),
  address: text({ min: 2, max: 200 }),
  postalCode: text({ max: 20 }).default(''),
  city: text({ min: 2, max: 100 }),
  country: text({ min: 2, max: 100 }),
  ownerName: text({ min: 2, max: 100 }),
  email,
  phone: text({ min: 5, max: 30 }),
  password: newPasswordSchema,
});
export type RegisterShopBody = z.input<typeof registerShopBody>;

/** The profile part of a session, as PATCH users/update-profile answers it. */
export const profileSchema = z.object({
  avatar: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  mailPermissions: z.boolean(),
  phone: z.string().nullable(),
  /** A new login email asked for; `email` changes only once the link sent to it is opened. */
  pendingEmail: z.string().nullable(),
  pushWidgetSeconds: pushWidgetSecondsSchema,
});
export const profileResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  user: profileSchema,
});

export const userPaths = {
  updateProfile: '/api/users/update-profile',
  status: '/api/users/status',
  team: '/api/users/team',
} as const;

/** A colleague as every staff screen shows them, with their live status. */
export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  status: liveStatusSchema.nullable(),
  breakEndsAt: breakEndsAtSchema,
  avatar: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamResponse = z.object({ ok: z.literal(true), data: z.array(teamMemberSchema) });

/**
 * A status change. `breakMinutes` is how long a break lasts from now: with 'on_break' it
 * starts one (the default length when left out); alone it moves the end of the break the
 * caller is on. With any other status it is refused. `forToday` with 'away' is "done for
 * today": the rest of the day is taken off, until the member says they are at work again.
 */
export const liveStatusBody = patchSchema(
  z.object({
    status: liveStatusSchema,
    breakMinutes: z.number().int().min(1).max(MAX_BREAK_MINUTES),
    forToday: z.literal(true),
  }),
)
  .refine((body) => body.breakMinutes === undefined || (body.status ?? 'on_break') === 'on_break', {
    message: 'Only a break has a length',
    path: ['breakMinutes'],
  })
  .refine((body) => body.forToday === undefined || body.status === 'away', {
    message: 'Only "away" can be for the rest of today',
    path: ['forToday'],
  });
export type LiveStatusChange = z.infer<typeof liveStatusBody>;
/** The status as stored after a change, with the break's end the server set. */
export const liveStatusResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({ status: liveStatusSchema, breakEndsAt: breakEndsAtSchema }),
});
