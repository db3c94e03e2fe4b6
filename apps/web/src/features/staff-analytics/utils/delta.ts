/** Which way a figure should move for the shop: more takings is good, more waiting is bad. */
export type Better = 'up' | 'down';

export interface Delta {
  direction: 'up' | 'down' | 'same';
  /** The change against the previous value (0.12 = 12 %); null when that was zero. */
  ratio: number | null;
  tone: 'good' | 'bad' | 'neutral';
}

/** How a figure changed since the previous period; null when either has nothing to compare. */
export function deltaOf(
  current: number | null,
  previous: number | null,
  better: Better,
): Delta | null {
  if (current === null || previous === null) return null;
  const difference = current - previous;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  return {
    direction,
    ratio: previous === 0 ? null : difference / Math.abs(previous),
    tone: direction === 'same' ? 'neutral' : direction === better ? 'good' : 'bad',
  };
}
