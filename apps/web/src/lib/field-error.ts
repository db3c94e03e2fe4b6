import type { TFunction } from 'i18next';

/**
 * Form schemas carry i18n keys as their messages, so a message follows a change of language
 * while it is on screen. This turns a field's error into the text to show.
 */
export function fieldErrorText(
  t: TFunction,
  error: { message?: string | undefined } | undefined,
  values: Record<string, string | number> = {},
): string | undefined {
  if (!error?.message) return undefined;
  return String(t(error.message as never, values as never));
}
