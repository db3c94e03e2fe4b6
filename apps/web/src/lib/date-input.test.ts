import { describe, expect, it } from 'vitest';
import {
  datePatternOf,
  formatDateInput,
  parseDateInput,
  parseTimeInput,
  stepDate,
  stepTime,
} from './date-input';

describe('datePatternOf', () => {
  it.each([
    ['fi', ['day', 'month', 'year'], '.'],
    ['sv', ['year', 'month', 'day'], '-'],
    ['es', ['day', 'month', 'year'], '/'],
    ['en', ['day', 'month', 'year'], '/'],
  ])('%s writes its parts in its own order and with its own separator', (language, order, sep) => {
    expect(datePatternOf(language)).toEqual({ order, separator: sep });
  });
});

describe('formatDateInput', () => {
  it.each([
    ['fi', '25.11.2026', '5.1.2027'],
    ['sv', '2026-11-25', '2027-01-05'],
    ['es', '25/11/2026', '5/1/2027'],
    ['en', '25/11/2026', '05/01/2027'],
  ])('%s shows a date as its speakers write it', (language, late, early) => {
    expect(formatDateInput('2026-11-25', language)).toBe(late);
    expect(formatDateInput('2027-01-05', language)).toBe(early);
  });

  it('leaves an empty or unfinished value as it is', () => {
    expect(formatDateInput('', 'fi')).toBe('');
    expect(formatDateInput('2026-02-30', 'fi')).toBe('2026-02-30');
  });
});

describe('parseDateInput', () => {
  it.each([
    ['fi', '25.11.2026'],
    ['fi', '25.11.26'],
    ['fi', ' 25 11 2026 '],
    ['fi', '25112026'],
    ['fi', '251126'],
    ['sv', '2026-11-25'],
    ['sv', '26-11-25'],
    ['sv', '20261125'],
    ['es', '25/11/2026'],
    ['es', '25-11-2026'],
    ['en', '25/11/2026'],
    ['en', '25.11.2026'],
  ])('%s reads "%s" as 25 November 2026', (language, text) => {
    expect(parseDateInput(text, language)).toBe('2026-11-25');
  });

  it('takes single digits for day and month', () => {
    expect(parseDateInput('5.1.2027', 'fi')).toBe('2027-01-05');
    expect(parseDateInput('2027-1-5', 'sv')).toBe('2027-01-05');
    expect(parseDateInput('5/1/2027', 'es')).toBe('2027-01-05');
  });

  it('reads a pasted ISO date in any language', () => {
    expect(parseDateInput('2026-11-25', 'fi')).toBe('2026-11-25');
    expect(parseDateInput('2026-11-25', 'en')).toBe('2026-11-25');
  });

  it('reads day first in English, never the US month first', () => {
    expect(parseDateInput('11/12/2026', 'en')).toBe('2026-12-11');
    expect(parseDateInput('11/25/2026', 'en')).toBeNull();
  });

  it.each([
    '',
    '25.11',
    '31.11.2026',
    '29.2.2026',
    '25.13.2026',
    '25.11.202',
    '2511202',
    'Nov 25 2026',
    '25.11.2026 PM',
    '1.2.3.4',
  ])('refuses "%s"', (text) => {
    expect(parseDateInput(text, 'fi')).toBeNull();
  });

  it('reads back what it shows, in every language', () => {
    for (const language of ['en', 'fi', 'es', 'sv']) {
      for (const date of ['2026-01-05', '2026-11-25', '2027-12-31']) {
        expect(parseDateInput(formatDateInput(date, language), language)).toBe(date);
      }
    }
  });
});

describe('parseTimeInput', () => {
  it.each([
    ['9', '09:00'],
    ['09', '09:00'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['9:30', '09:30'],
    ['9.30', '09:30'],
    ['9 30', '09:30'],
    ['17.05', '17:05'],
    ['0', '00:00'],
    ['23:59', '23:59'],
  ])('reads "%s" as %s', (text, time) => {
    expect(parseTimeInput(text)).toBe(time);
  });

  it.each(['', '24:00', '25', '9:60', '9:5', '12345', '9:30 PM', '9 AM', '1:2:3'])(
    'refuses "%s"',
    (text) => {
      expect(parseTimeInput(text)).toBeNull();
    },
  );
});

describe('stepDate', () => {
  const today = '2026-11-25';
  it('moves a day and keeps within min and max', () => {
    expect(stepDate('2026-11-30', 1, { today })).toBe('2026-12-01');
    expect(stepDate('2026-11-25', 1, { max: today, today })).toBe('2026-11-25');
    expect(stepDate('2026-11-20', -1, { min: '2026-11-20', today })).toBe('2026-11-20');
  });

  it('starts from today when nothing is chosen yet', () => {
    expect(stepDate('', 1, { today })).toBe(today);
  });
});

describe('stepTime', () => {
  it('moves to the next or previous whole step', () => {
    expect(stepTime('09:00', 1, 15)).toBe('09:15');
    expect(stepTime('09:07', 1, 15)).toBe('09:15');
    expect(stepTime('09:07', -1, 15)).toBe('09:00');
    expect(stepTime('09:00', -1, 15)).toBe('08:45');
  });

  it('goes round the clock', () => {
    expect(stepTime('23:45', 1, 15)).toBe('00:00');
    expect(stepTime('00:00', -1, 15)).toBe('23:45');
  });
});
