/**
 * How a text message travels: in the GSM 03.38 7-bit alphabet when every character is in it,
 * otherwise in UCS-2, and in how many parts. An operator bills each part, and a long text is
 * sent as parts carrying a 6-octet concatenation header, which leaves less room in each.
 */
export type SmsEncoding = 'gsm7' | 'ucs2';

/** The GSM 03.38 default alphabet, in code order (0x1B, the escape itself, left out). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is sent as escape + code, so it takes two septets. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const septetsOf = new Map<string, number>([
  ...[...GSM_BASIC].map((char): [string, number] => [char, 1]),
  ...[...GSM_EXTENSION].map((char): [string, number] => [char, 2]),
]);

/** Room in one message, and in each part of a long one (the rest holds the part header). */
const ROOM = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

/** What a character costs: septets in GSM-7, UTF-16 code units (a surrogate pair is 2) in UCS-2. */
const unitsOf = (char: string, encoding: SmsEncoding) =>
  encoding === 'gsm7' ? (septetsOf.get(char) ?? 1) : char.length;

/** GSM-7 when every character is in the default alphabet or its extension table, else UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!septetsOf.has(char)) return 'ucs2';
  return 'gsm7';
}

/** Units the whole text takes in its encoding. */
function unitsOfText(text: string, encoding: SmsEncoding): number {
  let units = 0;
  for (const char of text) units += unitsOf(char, encoding);
  return units;
}

/**
 * Cuts the text into parts of at most `room` units, never through a character: an extension
 * character's two septets, or a surrogate pair's two code units, must reach the phone in one
 * part or the part decodes wrong.
 */
function pack(text: string, encoding: SmsEncoding, room: number): string[] {
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const char of text) {
    const units = unitsOf(char, encoding);
    if (used + units > room) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += char;
    used += units;
  }
  parts.push(part);
  return parts;
}

/** The parts a text is sent as: one when it fits a single message. */
export function splitSegments(text: string): { encoding: SmsEncoding; parts: string[] } {
  const encoding = smsEncoding(text);
  const room = ROOM[encoding];
  if (unitsOfText(text, encoding) <= room.single) return { encoding, parts: [text] };
  return { encoding, parts: pack(text, encoding, room.part) };
}

/**
 * How the text is billed: its encoding, its parts (an empty text still goes as one) and its
 * units (septets in GSM-7, UTF-16 code units in UCS-2).
 */
export function countSegments(text: string): {
  encoding: SmsEncoding;
  segments: number;
  units: number;
} {
  const { encoding, parts } = splitSegments(text);
  return { encoding, segments: parts.length, units: unitsOfText(text, encoding) };
}
