import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionUpdated } from '@/lib/session-events';
import { sessionFor } from '@/testing/sessions';
import { authReducer, initialAuthState, selectRole, sessionStarted } from './auth-slice';

describe('auth slice: checking, signed in, signed out', () => {
  it('is checking until the start-up check answers', () => {
    expect(initialAuthState).toEqual({ user: null, isAuthenticated: false, isChecking: true });
  });

  it('stores a session and clears it when the session ends (logout)', () => {
    const session = sessionFor('barber');
    const signedIn = authReducer(initialAuthState, sessionStarted(session));
    expect(signedIn).toEqual({ user: session, isAuthenticated: true, isChecking: false });
    expect(selectRole({ auth: signedIn })).toBe('barber');

    const signedOut = authReducer(signedIn, sessionEnded());
    expect(signedOut).toEqual({ user: null, isAuthenticated: false, isChecking: false });
  });

  it('applies the changes a user makes to their own profile and status', () => {
    const signedIn = authReducer(initialAuthState, sessionStarted(sessionFor('owner')));
    const changed = authReducer(
      signedIn,
      sessionUpdated({ name: 'New Name', avatar: '/uploads/avatars/a.webp', status: 'busy' }),
    );
    expect(changed.user).toEqual({
      ...sessionFor('owner'),
      name: 'New Name',
      avatar: '/uploads/avatars/a.webp',
      status: 'busy',
    });
    // With nobody logged in there is nothing to change.
    expect(authReducer(initialAuthState, sessionUpdated({ name: 'x' }))).toEqual(initialAuthState);
  });
});
