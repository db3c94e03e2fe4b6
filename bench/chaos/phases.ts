// What is measured, per phase: the phases of the run, the current one, and the fault whose
// end the pages are being timed from.
import { say } from './settings';

export interface Phase {
  name: string;
  /** A fault (its end starts the consistency clock) or a quiet interval. */
  isFault: boolean;
  requests: number;
  failed: Map<string, number>;
  slowestMs: number;
  /** Pages whose view differed from the database for longer than STALE_MS. */
  stalePages: Set<number>;
  longestStaleMs: number;
  reconnectMs: number[];
  /** Per node: ms from the fault's start until its health said Redis down, and from its end to up. */
  redisDownAfterMs: Map<string, number>;
  redisUpAfterMs: Map<string, number>;
  /**
   * Per page slot: ms from the fault's end until its view matched the database and stayed so
   * (no later stale spell before the next fault), and until it first matched.
   */
  consistentAfterMs: Map<number, number>;
  firstConsistentAfterMs: Map<number, number>;
  startedAt: number;
  endedAt: number | null;
}

export const phases: Phase[] = [];
export let phase = newPhase('warm-up', false);

function newPhase(name: string, isFault: boolean): Phase {
  const created: Phase = {
    name,
    isFault,
    requests: 0,
    failed: new Map(),
    slowestMs: 0,
    stalePages: new Set(),
    longestStaleMs: 0,
    reconnectMs: [],
    redisDownAfterMs: new Map(),
    redisUpAfterMs: new Map(),
    consistentAfterMs: new Map(),
    firstConsistentAfterMs: new Map(),
    startedAt: performance.now(),
    endedAt: null,
  };
  phases.push(created);
  return created;
}

/** The fault whose end the pages are being timed from, until the next phase after its quiet. */
export let timedFault: Phase | null = null;

export function enter(name: string, isFault: boolean) {
  phase.endedAt ??= performance.now();
  // A new fault ends the timing of the last one's aftermath.
  if (isFault) timedFault = null;
  phase = newPhase(name, isFault);
  say(`-- ${name}`);
}

export function endFault() {
  phase.endedAt = performance.now();
  timedFault = phase;
  enter(`after ${phase.name}`, false);
}
