/**
 * Characters free text may not carry: control characters (C0, DEL and C1) other than tab
 * and new line, and halves of a UTF-16 surrogate pair standing alone. PostgreSQL cannot
 * store a NUL in text (the write fails) and cannot encode a lone surrogate as UTF-8, and
 * the other controls only ever arrive by mistake or by intent to break a screen.
 * With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches only a lone half.
 */
const forbiddenCharacter = /(?![\t\n])\p{Cc}|\p{Cs}/u;

export const TEXT_RULE_MESSAGE = 'must not contain control characters or broken characters';

export const hasForbiddenCharacters = (value: string) => forbiddenCharacter.test(value);
