import { describe, expect, it } from 'vitest';
import { keptPerKey } from './kept-per-key';
import { formatPrice } from './money';
import { formatDateTime, formatLocalDate } from './written-forms';

describe('values kept per key', () => {
  it('makes each key once and answers the same value after', () => {
    const made: string[] = [];
    const lengthOf = keptPerKey((key) => {
      made.push(key);
      return { length: key.length };
    });
    const first = lengthOf('fi');
    expect(lengthOf('fi')).toBe(first);
    expect(lengthOf('en-GB')).toEqual({ length: 5 });
    expect(made).toEqual(['fi', 'en-GB']);
  });

  it('keeps nothing for a key whose making fails, so the next use fails alike', () => {
    const formatOf = keptPerKey(
      (currency) => new Intl.NumberFormat('fi', { style: 'currency', currency }),
    );
    expect(() => formatOf('not a currency')).toThrow(RangeError);
    expect(() => formatOf('not a currency')).toThrow(RangeError);
  });
});

describe('kept formatters write each language, currency, style and zone apart', () => {
  it('money in two languages and two currencies', () => {
    expect(formatPrice(1250, 'fi')).toBe('12,50\u00a0€');
    expect(formatPrice(1250, 'en')).toBe('€12.50');
    expect(formatPrice(1250, 'en', 'SEK')).toBe('SEK\u00a012.50');
    expect(formatPrice(1250, 'fi')).toBe('12,50\u00a0€');
  });

  it('dates in two styles, and a date with its time on two zones', () => {
    expect(formatLocalDate('2026-11-25', 'en', 'medium')).toBe('25 Nov 2026');
    expect(formatLocalDate('2026-11-25', 'en', 'dayMonth')).toBe('25 Nov');
    const instant = '2026-11-25T15:01:00Z';
    expect(formatDateTime(instant, 'en', 'Europe/Helsinki')).toBe('25 Nov 2026, 17:01');
    expect(formatDateTime(instant, 'en', 'UTC')).toBe('25 Nov 2026, 15:01');
  });
});
