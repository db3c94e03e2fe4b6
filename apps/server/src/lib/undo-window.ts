import { errorCodes, UNDO_WINDOW_MS } from '@jono/contract';
import { HttpError } from './http-error';

/** Whether a step made at `at` can still be taken back at `now`. */
export const isUndoable = (at: Date | null, now: Date): at is Date =>
  at !== null && now.getTime() - at.getTime() <= UNDO_WINDOW_MS;

export const undoExpired = () =>
  new HttpError(
    409,
    'Only a finish or a no-show of the last 10 seconds can be undone',
    errorCodes.undoExpired,
  );
