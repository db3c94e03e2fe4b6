import type { Session } from '@jono/contract/api/auth';
import { createAction } from '@reduxjs/toolkit';

/**
 * The staff session ended (logout or a failed refresh). Every slice that holds staff data
 * (the user, their messages, live queues) resets on it; features never import each other,
 * so the signal lives here.
 */
export const sessionEnded = createAction('session/ended');

/** What a staff member may change about themselves while logged in (profile, live status). */
export type SessionChanges = Partial<
  Pick<
    Session,
    | 'name'
    | 'email'
    | 'avatar'
    | 'mailPermissions'
    | 'isVerified'
    | 'status'
    | 'breakEndsAt'
    | 'phone'
    | 'pendingEmail'
    | 'pushWidgetSeconds'
  >
>;

/**
 * The user changed their own profile or live status: the session in the store follows. The
 * profile and team features announce it; the auth slice, which keeps the session, applies it.
 */
export const sessionUpdated = createAction<SessionChanges>('session/updated');
