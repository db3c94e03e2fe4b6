import { z } from 'zod';
import {
  hasForbiddenCharacters,
  hasVisibleCharacter,
  NO_VISIBLE_TEXT_MESSAGE,
  TEXT_RULE_MESSAGE,
} from '../rules/text';

/**
 * The text rule on any string schema (emails, ids, passwords, codes). It comes before any
 * trimming, so a control character at either end is refused rather than silently dropped.
 */
export function withTextRule<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((value) => !hasForbiddenCharacters(value), TEXT_RULE_MESSAGE);
}

interface TextOptions {
  max: number;
  min?: number;
  /** What a value shorter than `min` is told. */
  tooShort?: string;
}

/**
 * Free text a person types: the text rule, trimmed, then between `min` and `max` characters.
 * Required text (a `min`) must also show something: invisible characters alone are no name.
 */
export function text({ max, min = 0, tooShort }: TextOptions) {
  const trimmed = withTextRule(z.string()).trim();
  if (min === 0) return trimmed.max(max);
  return trimmed.refine(hasVisibleCharacter, NO_VISIBLE_TEXT_MESSAGE).min(min, tooShort).max(max);
}
