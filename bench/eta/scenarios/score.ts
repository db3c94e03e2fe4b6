// How one served walk-in's estimates did: at join, re-checked 30 minutes before the start,
// and the time-to-leave alert, read as the product shows and sends them.
import { LEAVE_BUFFER_MINUTES, type StartRange } from '@jono/contract';
import type { LearnedWaitModel } from '../../../apps/server/src/db/schema';
import { estimateAt } from './app-view';
import { type DayLog, MINUTE, type WalkIn } from './shop-day';

const FIVE = 5 * MINUTE;
/** How often the alert is looked at while a customer waits (the server: on every change). */
const ALERT_EVERY = 2 * MINUTE;

export interface Reading {
  errorMinutes: number;
  within10: boolean;
  /** Told to expect 20 minutes or more. */
  long: boolean;
  early: boolean;
  late: boolean;
}

/**
 * One estimate against the real start, read as the screen wrote the range: widened to whole
 * five minutes, never before the minute it was asked, compared by the clock minute.
 */
export function readingOf(range: StartRange, askedAt: number, startedAt: number): Reading {
  const from = Math.max(
    Math.floor(range.earliest / FIVE) * FIVE,
    Math.floor(askedAt / MINUTE) * MINUTE,
  );
  const to = Math.max(Math.ceil(range.latest / FIVE) * FIVE, from);
  const startMinute = Math.floor(startedAt / MINUTE) * MINUTE;
  const error = Math.abs(range.likely - startedAt) / MINUTE;
  return {
    errorMinutes: error,
    within10: error <= 10,
    long: range.likely - askedAt >= 20 * MINUTE,
    early: startMinute < from,
    late: startMinute > to,
  };
}

export interface Scored {
  atJoin: Reading;
  /** Null when the customer waited under 30 minutes. */
  recheck: Reading | null;
  /** Null unless the customer was home with time to spare: did they, leaving when told, arrive after their turn? */
  alertLate: boolean | null;
}

/** The scores of one served walk-in of the day. */
export function scoreWalkIn(log: DayLog, model: LearnedWaitModel, w: WalkIn): Scored | null {
  const startedAt = w.startedAt;
  if (startedAt === undefined) return null;
  const atJoin = estimateAt(log, model, w.joinedAt, w);
  if (!atJoin) return null;
  const recheckAt = startedAt - 30 * MINUTE;
  const again = recheckAt >= w.joinedAt ? estimateAt(log, model, recheckAt, w) : undefined;
  // As the server sends it: set off in time for the start one play-out in twenty beats.
  const setOff = (range: StartRange) =>
    range.soonest - (w.travelMinutes + LEAVE_BUFFER_MINUTES) * MINUTE;
  let alertLate: boolean | null = null;
  // Only a customer at home whose wait was longer than the trip is told when to leave.
  if (w.remote && setOff({ ...atJoin, soonest: atJoin.likely }) > w.joinedAt) {
    alertLate = true;
    for (let t = w.joinedAt; t < startedAt; t += ALERT_EVERY) {
      const range = t === w.joinedAt ? atJoin : estimateAt(log, model, t, w);
      if (range && setOff(range) <= t) {
        alertLate = t + w.travelMinutes * MINUTE > startedAt;
        break;
      }
    }
  }
  return {
    atJoin: readingOf(atJoin, w.joinedAt, startedAt),
    recheck: again ? readingOf(again, recheckAt, startedAt) : null,
    alertLate,
  };
}
