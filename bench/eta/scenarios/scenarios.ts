// The shop days the waiting-time estimator is tried on. Each changes one thing from the plain
// day (the last changes all of them); none is chosen to suit the estimator.
import type { Family } from './draws';

export interface Scenario {
  name: string;
  /** How a visit's length varies around what the shop takes for that service. */
  service: { family: Family; cv: number };
  /** Barber speeds: the time a visit takes with each, as a multiple. */
  speeds: readonly number[];
  /** Each barber takes a 20-minute break some time between 11 and 15. */
  breaks: 'none' | 'unannounced' | 'announced';
  /** Share of all walk-ins who never come (they joined from home), and what calling costs. */
  noShows: { share: number; minutes: readonly [number, number] };
  /** Share of all walk-ins who give up and leave after 10-50 minutes of waiting. */
  leaving: number;
  /** Booked customers arrive up to 15 minutes late, and one in ten not at all. */
  lateBookings: boolean;
  /** Walk-ins per hour doubled from 16 to 18. */
  rushHour: boolean;
  /** The second barber goes home at 15:00, unannounced until then. */
  homeEarly: boolean;
}

const plain: Scenario = {
  name: 'plain day (CV 0.18)',
  service: { family: 'lognormal', cv: 0.18 },
  speeds: [0.95, 1, 1.05],
  breaks: 'none',
  noShows: { share: 0.08, minutes: [2, 2] },
  leaving: 0.05,
  lateBookings: false,
  rushHour: false,
  homeEarly: false,
};

export const scenarios: Scenario[] = [
  plain,
  { ...plain, name: 'CV 0.4 log-normal', service: { family: 'lognormal', cv: 0.4 } },
  { ...plain, name: 'CV 0.9 log-normal', service: { family: 'lognormal', cv: 0.9 } },
  { ...plain, name: 'CV 0.4 gamma', service: { family: 'gamma', cv: 0.4 } },
  { ...plain, name: 'CV 0.9 gamma', service: { family: 'gamma', cv: 0.9 } },
  { ...plain, name: 'exponential', service: { family: 'exponential', cv: 1 } },
  { ...plain, name: 'one barber 30 % slower', speeds: [0.95, 1, 1.3] },
  { ...plain, name: 'unannounced breaks', breaks: 'unannounced' },
  { ...plain, name: 'announced breaks', breaks: 'announced' },
  { ...plain, name: '10 % no-shows, 1-10 min', noShows: { share: 0.1, minutes: [1, 10] } },
  { ...plain, name: '15 % leave', leaving: 0.15 },
  { ...plain, name: 'late or absent bookings', lateBookings: true },
  { ...plain, name: 'rush hour', rushHour: true },
  { ...plain, name: 'home early', homeEarly: true },
  {
    name: 'all at once',
    service: { family: 'gamma', cv: 0.9 },
    speeds: [0.95, 1, 1.3],
    breaks: 'unannounced',
    noShows: { share: 0.1, minutes: [1, 10] },
    leaving: 0.15,
    lateBookings: true,
    rushHour: true,
    homeEarly: true,
  },
];
