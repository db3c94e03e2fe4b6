// What a simulated shop remembers of its days, and the model learned from it with the
// server's own code (the scenario bench's shop learns as a real one would).
import { HOURS_IN_WEEK } from '@jono/contract';
import { learnFrom } from '../../apps/server/src/modules/queue/estimates/learn-from-visits';
import { LEARNING_DAYS } from '../../apps/server/src/modules/queue/estimates/wait-learning';

type Tally = { served: number; total: number };
/** One day of what the shop's server would read from its history to learn from. */
export interface DayHistory {
  /** Served walk-ins' times in the chair. */
  visits: Parameters<typeof learnFrom>[0][number][];
  outcomes: Record<'remote' | 'checkedIn' | 'desk', Tally>;
  /** Served walk-ins by the hour of the week they joined, and the day's weekday. */
  joins: number[];
  weekday: number;
}
export type History = DayHistory[];

/** The model the server's background job learns from the last 90 days, with its own code. */
export function learnedModel(history: History) {
  const days = history.slice(-LEARNING_DAYS);
  const sum = (pick: (day: DayHistory) => Tally) =>
    days.reduce(
      (t, day) => ({ served: t.served + pick(day).served, total: t.total + pick(day).total }),
      {
        served: 0,
        total: 0,
      },
    );
  return learnFrom(
    days.flatMap((day) => day.visits).reverse(),
    {
      remote: sum((d) => d.outcomes.remote),
      checkedIn: sum((d) => d.outcomes.checkedIn),
      desk: sum((d) => d.outcomes.desk),
    },
    {
      joins: Array.from({ length: HOURS_IN_WEEK }, (_, hour) =>
        days.reduce((n, day) => n + (day.joins[hour] ?? 0), 0),
      ),
      days: Array.from(
        { length: 7 },
        (_, weekday) => days.filter((d) => d.weekday === weekday).length,
      ),
    },
  );
}
