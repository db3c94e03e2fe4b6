import { formatMinutes } from '@/lib/format';

/** The reminder times an owner picks from, in minutes before the start. */
export const REMINDER_CHOICES = [
  15,
  30,
  60,
  120,
  180,
  360,
  720,
  24 * 60,
  48 * 60,
  72 * 60,
  7 * 24 * 60,
] as const;

/** "2 h", "24 h", "30 min" in the reader's language. */
export const formatOffset = (minutes: number, language: string) => formatMinutes(minutes, language);

/** The choices for one reminder: the presets, and a saved time that is none of them. */
export function offsetChoices(saved: readonly number[]): number[] {
  return [...new Set([...REMINDER_CHOICES, ...saved])].sort((a, b) => a - b);
}
