import { createAction } from '@reduxjs/toolkit';

/**
 * The staff session ended (logout or a failed refresh). Every slice that holds staff data
 * (the user, their messages, live queues) resets on it; features never import each other,
 * so the signal lives here.
 */
export const sessionEnded = createAction('session/ended');
