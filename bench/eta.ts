// How accurate are the waiting times we show? Replays simulated shop days and compares, for
// every customer who was served, the start each estimator promised when they joined with the
// start they really got. The old estimator (list scheduling with the catalogue's durations,
// everyone ahead certain to be served) and the new one (learned durations, who really comes,
// a range) see the same days.
// Run: npx tsx bench/eta.ts [scoredDays]
//
// The simulation's assumptions, chosen to resemble a busy Finnish walk-in barbershop:
// - Open 9:00-18:00, three barbers at work all day. A barber's own speed: 0.92x, 1.00x, 1.12x.
// - Walk-ins arrive as a Poisson process with hourly rates 2, 3, 5, 5, 4, 3, 4, 6, 5 (9:00
//   through 17:00), so a queue builds over lunch and after work; none join after 17:30.
// - Services (share, catalogue minutes, how long this shop really takes on average):
//   haircut 45 % 30 min x1.10, skin fade 25 % 30 min x1.27, beard trim 15 % 20 min x0.95,
//   children's cut 15 % 20 min x1.05. A quarter add an eyebrow trim (catalogue 5, real 6 min).
//   Each visit varies around that by a log-normal factor with sigma 0.18.
// - 30 % ask for a particular barber (uniformly chosen); the rest take the first free chair.
// - 65 % join remotely, 35 % at the desk. 8 % of all customers (only remote ones) never come:
//   their turn costs the barber 2 minutes of calling. 5 % of all leave the queue after 10-50
//   minutes of waiting if they have not been called by then.
// - Four bookings a day (haircut, 30 min, at quarter hours between 9:00 and 17:00) take the
//   first barber free once their time has come, before any walk-in; a barber does not start a
//   walk-in that would make a booked customer wait when no other barber will be free for them.
// - The new estimator learns from every earlier day (ten unscored warm-up days first), as the
//   server's background job does: durations per service and barber, and who comes, per channel.
// ETA_DETAIL=1 also prints, by what a customer found when joining, how often the start fell
// after the range, before it, and more than 10 minutes from the estimate.
import { quantile } from '@jono/contract';
import { simulateDay } from './eta/day';
import type { History } from './eta/history';
import { type Customer, MINUTE } from './eta/shop';

const scoredDays = Number(process.argv[2] ?? 30);
const warmUpDays = 10;

/** The range's end as the customer sees it: whole five minutes, rounded up. */
const shownLatest = (latest: number) => Math.ceil(latest / (5 * MINUTE)) * 5 * MINUTE;

const history: History = [];
for (let day = 0; day < warmUpDays; day++) simulateDay(day, history);

const errors = { old: [] as number[], new: [] as number[] };
let lateOld = 0;
let lateNew = 0;
let waits = 0;
const scored: Customer[] = [];
for (let day = warmUpDays; day < warmUpDays + scoredDays; day++) {
  for (const c of simulateDay(day, history)) {
    if (c.outcome !== 'served' || c.startedAt === undefined || !c.promised) continue;
    scored.push(c);
    const { old, likely, latest } = c.promised;
    errors.old.push(Math.abs(c.startedAt - old) / MINUTE);
    errors.new.push(Math.abs(c.startedAt - likely) / MINUTE);
    if (c.startedAt > old + MINUTE / 2) lateOld++;
    if (c.startedAt > shownLatest(latest)) lateNew++;
    waits += (c.startedAt - c.joinedAt) / MINUTE;
  }
}

const served = errors.new.length;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const share = (xs: number[], limit: number) =>
  (100 * xs.filter((x) => x <= limit).length) / xs.length;
const row = (name: string, xs: number[], late: number) =>
  `${name.padEnd(6)} median error ${quantile(sorted(xs), 0.5).toFixed(1)} min · within 5 min ${share(xs, 5).toFixed(1)} % · within 10 min ${share(xs, 10).toFixed(1)} % · started after the promise ${((100 * late) / xs.length).toFixed(1)} %`;

if (process.env.ETA_DETAIL) {
  const groups = new Map<string, Customer[]>();
  const add = (key: string, c: Customer) => groups.set(key, [...(groups.get(key) ?? []), c]);
  for (const c of scored) {
    const { found: f, promised: p } = c;
    if (!f || !p) continue;
    const expected = (p.likely - c.joinedAt) / MINUTE;
    add('all', c);
    add(`expected wait ${expected < 1 ? 'none' : expected < 20 ? 'under 20' : '20 or more'}`, c);
    add(`waiting ahead ${f.ahead >= 3 ? '3 or more' : f.ahead}`, c);
    add(`asked for a barber ${c.barberId ? 'yes' : 'no'}`, c);
    add(`someone ahead asked for a barber ${f.chosenAhead ? 'yes' : 'no'}`, c);
    add(`booking due before the range ends ${f.bookingDue ? 'yes' : 'no'}`, c);
  }
  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
  for (const [key, cs] of [...groups].sort()) {
    const gap = (c: Customer) => ((c.startedAt ?? 0) - (c.promised?.likely ?? 0)) / MINUTE;
    const after = cs.filter((c) => (c.startedAt ?? 0) > shownLatest(c.promised?.latest ?? 0));
    const before = cs.filter((c) => (c.startedAt ?? 0) < (c.promised?.earliest ?? 0) - MINUTE);
    console.log(
      `${key.padEnd(42)} ${String(cs.length).padStart(5)} customers · after the range ${pct(after.length, cs.length)} · before it ${pct(before.length, cs.length)} · over 10 min late ${pct(cs.filter((c) => gap(c) > 10).length, cs.length)} · over 10 min early ${pct(cs.filter((c) => gap(c) < -10).length, cs.length)}`,
    );
  }
}
console.log(
  `${scoredDays} simulated days (after ${warmUpDays} warm-up days), ${served} served customers, mean wait ${(waits / served).toFixed(1)} min`,
);
console.log(row('old', errors.old, lateOld));
console.log(row('new', errors.new, lateNew));
const oldMedian = quantile(sorted(errors.old), 0.5);
const newMedian = quantile(sorted(errors.new), 0.5);
console.log(
  `median error ${((100 * (oldMedian - newMedian)) / oldMedian).toFixed(0)} % lower than the old estimator`,
);
console.log(
  `eta: median ${newMedian.toFixed(1)} min, within10 ${share(errors.new, 10).toFixed(1)} %, late-after-range ${((100 * lateNew) / served).toFixed(1)} %`,
);
