import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasForbiddenCharacters, NO_VISIBLE_TEXT_MESSAGE, TEXT_RULE_MESSAGE } from '../rules/text';
import { text, withTextRule } from './text';

const refused = {
  NUL: 'a\u0000b',
  'another C0 control (SOH)': 'a\u0001b',
  'carriage return': 'a\rb',
  'vertical tab': 'a\u000bb',
  escape: 'a\u001b[31mb',
  DEL: 'a\u007fb',
  'a C1 control (NEL)': 'a\u0085b',
  'the last C1 control': 'a\u009fb',
  'a lone high surrogate': 'a\ud800b',
  'a lone low surrogate': 'a\udc00b',
  'a lone high surrogate at the end': 'ab\ud83d',
  'two high surrogates': '\ud83d\ud83d',
  'a pair in the wrong order': '\ude00\ud83d',
  'a right-to-left override (U+202E)': 'abc\u202egpj.exe',
  'a left-to-right embedding (U+202A)': 'a\u202ab',
  'a pop of a directional formatting (U+202C)': 'a\u202cb',
  'a first-strong isolate (U+2068)': 'a\u2068b',
  'a pop of an isolate (U+2069)': 'a\u2069b',
};

const accepted = {
  'Finnish and Swedish letters': 'Åke Öhman, Väinämöinen ja Ähtäri',
  'Spanish letters': 'Peluquería Muñoz',
  'an emoji (a surrogate pair)': 'Parturi 💈✂️',
  'a family emoji (pairs joined by ZWJ)': '👨‍👩‍👧',
  'a tab and new lines': 'rivi 1\n\trivi 2\n',
  'non-breaking and other spaces': 'a\u00a0b\u2009c',
  'the character after the C1 range': 'a\u00a0',
  'an empty string': '',
  'right-to-left letters with their marks': 'שלום\u200f',
  'a soft hyphen inside a word': 'Väinä\u00admöinen',
};

describe('the text rule', () => {
  it.each(Object.entries(refused))('refuses %s', (_, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
  });

  it.each(Object.entries(accepted))('accepts %s', (_, value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
  });

  it('refuses every C0 control but tab and new line, and every C1 control', () => {
    for (let code = 0; code <= 0xa0; code++) {
      const isControl = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      const isAllowed = code === 0x09 || code === 0x0a;
      expect(hasForbiddenCharacters(`x${String.fromCharCode(code)}x`), code.toString(16)).toBe(
        isControl && !isAllowed,
      );
    }
  });
});

describe('text fields', () => {
  const name = z.object({ name: text({ min: 2, max: 10, tooShort: 'too short' }) });

  it('trims, then checks the length', () => {
    expect(name.parse({ name: '  Åsa  ' })).toEqual({ name: 'Åsa' });
    expect(name.safeParse({ name: '  a  ' }).error?.issues[0]?.message).toBe('too short');
    expect(name.safeParse({ name: 'a'.repeat(11) }).success).toBe(false);
  });

  it.each(Object.entries(refused))('refuse %s, naming the field', (_, value) => {
    const issues = name.safeParse({ name: `ab${value}` }).error?.issues;
    expect(issues?.[0]).toMatchObject({ path: ['name'], message: TEXT_RULE_MESSAGE });
  });

  it('refuse a control character even where trimming would have dropped it', () => {
    expect(name.safeParse({ name: 'Åsa\u000b' }).success).toBe(false);
    expect(name.safeParse({ name: '\u0085Åsa' }).success).toBe(false);
  });

  it.each([
    ['a zero-width space', '\u200b'],
    ['direction marks', '\u200e\u200f'],
    ['a byte order mark', '\ufeff'],
    ['a soft hyphen', '\u00ad'],
    ['a word joiner and a combining mark', '\u2060\u0301'],
    ['a Hangul filler', '\u3164\u3164'],
    ['a braille blank', '\u2800\u2800'],
    ['spaces around invisible characters', ' \u200b\u00a0\u200b '],
  ])('refuse %s alone where text is required', (_, value) => {
    const issues = name.safeParse({ name: value }).error?.issues;
    expect(issues?.[0]).toMatchObject({ path: ['name'], message: NO_VISIBLE_TEXT_MESSAGE });
  });

  it('take an invisible character beside visible ones, and none where text is optional', () => {
    expect(name.parse({ name: 'Åsa\u200b' })).toEqual({ name: 'Åsa\u200b' });
    expect(name.parse({ name: '💈\ufe0f' })).toEqual({ name: '💈\ufe0f' });
    expect(text({ max: 10 }).parse('\u200b')).toBe('\u200b');
  });

  it('keep emoji, letters and new lines as given', () => {
    const note = text({ max: 50 });
    expect(note.parse('Kiitos 💈\nÅ ä ö')).toBe('Kiitos 💈\nÅ ä ö');
  });

  it('add the rule to other string schemas too', () => {
    const password = withTextRule(z.string()).min(8);
    expect(password.safeParse('salasana\u0000').success).toBe(false);
    expect(password.parse(' salasana ')).toBe(' salasana ');
    const email = withTextRule(z.email());
    expect(email.safeParse('a\ud800@example.fi').success).toBe(false);
    expect(email.parse('maija@example.fi')).toBe('maija@example.fi');
  });
});
