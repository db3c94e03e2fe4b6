import { describe, expect, it } from 'vitest';
import { countSegments, smsEncoding, splitSegments } from './sms-segments';

const septetsIn = (part: string) =>
  [...part].reduce((sum, c) => sum + ('^{}\\[~]|€'.includes(c) ? 2 : 1), 0);

describe('the encoding a text travels in', () => {
  it.each([
    ['Jono: your turn is next, welcome in!'],
    ['ä ö å ñ Ä Ö Å Ñ ü é'],
    ['Price 25 € (cash or card) ^_^ {ok} [x] ~ | \\'],
    ['Line one\nline two\r\n@ £ $ ¥ § ¿ ¡ Δ Ω'],
    ['Hei! Vuorosi on seuraavana, tervetuloa sisään. Kiitos käynnistä!'],
    ['Hej! Det är din tur snart, välkommen in. Tack för besöket!'],
    ['¡Hola! ¿Mañana a las diez? Señor Muñoz, ¿vale?'],
    [''],
  ])('keeps %j in GSM-7', (text) => {
    expect(smsEncoding(text)).toBe('gsm7');
  });

  it.each([
    ['šakki', 'š is not in the GSM alphabet'],
    ['Łódź', 'ł is not in the GSM alphabet'],
    ['Kiitos 👍', 'an emoji'],
    ['¿Está libre mañana?', 'á is only in the Spanish shift table, not the default alphabet'],
    ['ça va', 'lower-case ç is not in the default alphabet'],
    ['‘curly quotes’', 'typographic quotes'],
  ])('sends %j as UCS-2 (%s)', (text) => {
    expect(smsEncoding(text)).toBe('ucs2');
  });
});

describe('counting the parts a text is billed as', () => {
  it('fits 160 GSM characters in one message and needs two for 161', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', segments: 1, units: 160 });
    expect(countSegments('a'.repeat(161))).toEqual({ encoding: 'gsm7', segments: 2, units: 161 });
  });

  it('puts 153 septets in each part of a long GSM text', () => {
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('fits 70 UCS-2 characters in one message and needs two for 71', () => {
    expect(countSegments('ł'.repeat(70))).toEqual({ encoding: 'ucs2', segments: 1, units: 70 });
    expect(countSegments('ł'.repeat(71))).toEqual({ encoding: 'ucs2', segments: 2, units: 71 });
    expect(countSegments('ł'.repeat(134)).segments).toBe(2);
    expect(countSegments('ł'.repeat(135)).segments).toBe(3);
  });

  it('counts an extension character as two septets', () => {
    expect(countSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', segments: 1, units: 160 });
    expect(countSegments(`${'a'.repeat(159)}€`)).toEqual({
      encoding: 'gsm7',
      segments: 2,
      units: 161,
    });
  });

  it('counts an emoji as two UTF-16 code units', () => {
    expect(countSegments('👍'.repeat(35))).toEqual({ encoding: 'ucs2', segments: 1, units: 70 });
    expect(countSegments(`${'👍'.repeat(35)}!`).segments).toBe(2);
  });

  it('bills an empty text as one message', () => {
    expect(countSegments('')).toEqual({ encoding: 'gsm7', segments: 1, units: 0 });
  });
});

describe('splitting a long text into parts', () => {
  it('leaves a text that fits as one part', () => {
    expect(splitSegments('Hei!')).toEqual({ encoding: 'gsm7', parts: ['Hei!'] });
    expect(splitSegments('')).toEqual({ encoding: 'gsm7', parts: [''] });
  });

  it('cuts a long GSM text at 153 septets and joins back to the text', () => {
    const text = 'Tervetuloa parturiin! '.repeat(10);
    const { encoding, parts } = splitSegments(text);
    expect(encoding).toBe('gsm7');
    expect(parts.map((p) => p.length)).toEqual([153, 67]);
    expect(parts.join('')).toBe(text);
  });

  it('never cuts an extension character across two parts', () => {
    // 152 septets then '€': its two septets would straddle the 153rd, so it opens part two.
    const text = `${'a'.repeat(152)}€${'b'.repeat(20)}`;
    const { parts } = splitSegments(text);
    expect(parts).toEqual(['a'.repeat(152), `€${'b'.repeat(20)}`]);
    expect(countSegments(text).segments).toBe(2);
    for (const part of parts) expect(septetsIn(part)).toBeLessThanOrEqual(153);
  });

  it('fills parts with extension characters to at most 153 septets', () => {
    const { parts } = splitSegments('€'.repeat(100));
    expect(parts.map(septetsIn)).toEqual([152, 48]);
    expect(parts.join('')).toBe('€'.repeat(100));
  });

  it('never cuts a surrogate pair across two parts', () => {
    // 66 code units then an emoji: its pair would straddle the 67th unit, so it opens part two.
    const text = `${'ł'.repeat(66)}👍${'ł'.repeat(10)}`;
    const { encoding, parts } = splitSegments(text);
    expect(encoding).toBe('ucs2');
    expect(parts).toEqual(['ł'.repeat(66), `👍${'ł'.repeat(10)}`]);
    expect(countSegments(text)).toEqual({ encoding: 'ucs2', segments: 2, units: 78 });
  });

  it('keeps every part of a long Finnish, Swedish or Spanish text within its room', () => {
    const texts = [
      'Hei Matti! Aikasi parturissa on huomenna klo 14.30. Jos et pääse, peru aika linkistä. ',
      'Hej Anna! Din tid hos frisören är i morgon kl. 14.30. Kan du inte komma, avboka här. ',
      'Hola Núria: tu cita en la barbería es mañana a las 14:30. Si no puedes venir, anúlala. ',
    ].map((sentence) => sentence.repeat(3));
    for (const text of texts) {
      const { encoding, parts } = splitSegments(text);
      const room = encoding === 'gsm7' ? 153 : 67;
      const sizes = parts.map((p) => (encoding === 'gsm7' ? septetsIn(p) : p.length));
      expect(Math.max(...sizes)).toBeLessThanOrEqual(room);
      expect(parts.join('')).toBe(text);
    }
    expect(texts.map(smsEncoding)).toEqual(['gsm7', 'gsm7', 'ucs2']);
  });
});
