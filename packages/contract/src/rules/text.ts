/**
 * Characters free text may not carry: control characters (C0, DEL and C1) other than tab
 * and new line, halves of a UTF-16 surrogate pair standing alone, and the direction
 * overrides and isolates (U+202A-202E, U+2066-2069), which reorder the text after them on
 * screen so that a name or a note shows as something else. PostgreSQL cannot
 * store a NUL in text (the write fails) and cannot encode a lone surrogate as UTF-8, and
 * the other controls only ever arrive by mistake or by intent to break a screen.
 * With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches only a lone half.
 */
const forbiddenCharacter = /(?![\t\n])\p{Cc}|\p{Cs}|[\u202a-\u202e\u2066-\u2069]/u;

export const TEXT_RULE_MESSAGE =
  'must not contain control characters, direction overrides or broken characters';

export const hasForbiddenCharacters = (value: string) => forbiddenCharacter.test(value);

/**
 * A character that shows on a screen: not a space, not one a renderer ignores (zero-width
 * space, direction marks, soft hyphen, byte order mark, Hangul fillers), not a combining mark
 * with nothing to sit on, not the blank braille cell. A name of only these reads as no name.
 */
const visibleCharacter =
  /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/u;

export const NO_VISIBLE_TEXT_MESSAGE = 'must contain a visible character';

export const hasVisibleCharacter = (value: string) => visibleCharacter.test(value);
