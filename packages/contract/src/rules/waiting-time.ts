/**
 * The waiting-time rule (DESIGN section 5): list scheduling over the shop's working chairs.
 * Each chair is free at now plus what remains of its current service; each waiting entry
 * ahead takes the earliest-free chair; confirmed bookings block their chair for their
 * interval. The answer is when this customer would start. Instants are epoch milliseconds.
 */
export interface ScheduleInput {
  now: number;
  /** Chairs with a barber working today. */
  chairs: number;
  /** Services in progress: when they started and how long they take. */
  inService: readonly { startedAt: number; durationMinutes: number }[];
  /** Waiting entries ahead of the customer, in queue order. */
  ahead: readonly { durationMinutes: number }[];
  /** Confirmed bookings per chair index (0-based). */
  bookings?: readonly { chair: number; start: number; end: number }[];
  /** The customer's own service length: a booking must not cut into it. */
  durationMinutes: number;
}

const MINUTE = 60_000;

/** The earliest start on a chair at or after `from` that fits `length` around its bookings. */
function fitAround(
  from: number,
  length: number,
  blocks: readonly { start: number; end: number }[],
): number {
  let start = from;
  for (const block of blocks) {
    if (start + length <= block.start) break;
    if (start < block.end) start = block.end;
  }
  return start;
}

/**
 * The start of every entry of a queue, in queue order, from one pass of list scheduling:
 * each entry takes the chair where it can start first.
 */
export function scheduleQueue(
  input: Omit<ScheduleInput, 'ahead' | 'durationMinutes'> & {
    queue: readonly { durationMinutes: number }[];
  },
): number[] {
  const chairCount = Math.max(0, Math.floor(input.chairs));
  if (chairCount === 0) return input.queue.map(() => Number.POSITIVE_INFINITY);
  const freeAt = Array.from({ length: chairCount }, () => input.now);
  const running = [...input.inService]
    .map((s) => Math.max(input.now, s.startedAt + s.durationMinutes * MINUTE))
    .sort((a, b) => a - b);
  running.slice(0, chairCount).forEach((end, chair) => {
    freeAt[chair] = end;
  });
  const blocksByChair = freeAt.map((_, chair) =>
    (input.bookings ?? [])
      .filter((b) => b.chair === chair && b.end > input.now)
      .sort((a, b) => a.start - b.start),
  );

  return input.queue.map((entry) => {
    const length = entry.durationMinutes * MINUTE;
    let bestChair = 0;
    let bestStart = Number.POSITIVE_INFINITY;
    freeAt.forEach((free, chair) => {
      const start = fitAround(free, length, blocksByChair[chair] ?? []);
      if (start < bestStart) {
        bestStart = start;
        bestChair = chair;
      }
    });
    freeAt[bestChair] = bestStart + length;
    return bestStart;
  });
}

/** When this customer would start, with `ahead` in front of them. */
export function estimateStart(input: ScheduleInput): number {
  const { ahead, durationMinutes, ...rest } = input;
  const starts = scheduleQueue({ ...rest, queue: [...ahead, { durationMinutes }] });
  return starts[starts.length - 1] ?? Number.POSITIVE_INFINITY;
}

/** Whole minutes from now until the estimated start, never negative. */
export function waitingMinutes(now: number, start: number): number {
  return Math.max(0, Math.ceil((start - now) / MINUTE));
}
