/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence, so a
 * test that draws its inputs from it fails the same way on every run and can be replayed, and
 * the demo seed writes the same history every time. Never for anything a person must not guess.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => int(16).toString(16)).join('');
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    /** A well-formed version 4 UUID that names nothing in the database. */
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(4)]}${hex(3)}-${hex(12)}`,
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
