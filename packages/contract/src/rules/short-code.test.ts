import { describe, expect, it } from 'vitest';
import { formatShortCode, normaliseShortCode, SHORT_CODE_ALPHABET } from './short-code';

describe('short codes', () => {
  it('shows a stored code in two halves', () => {
    expect(formatShortCode('K7M2QD')).toBe('K7M-2QD');
  });

  it.each([
    ['K7M2QD', 'K7M2QD'],
    ['K7M-2QD', 'K7M2QD'],
    ['k7m-2qd', 'K7M2QD'],
    ['  k7m 2qd ', 'K7M2QD'],
    ['K7M - 2QD', 'K7M2QD'],
  ])('reads %j as %s', (typed, stored) => {
    expect(normaliseShortCode(typed)).toBe(stored);
  });

  it.each([
    ['K7M2Q', 'too short'],
    ['K7M2QDX', 'too long'],
    ['K0M2QD', 'zero is a look-alike'],
    ['KOM2QD', 'O is a look-alike'],
    ['K1M2QD', 'one is a look-alike'],
    ['KIM2QD', 'I is a look-alike'],
    ['KLM2QD', 'L is a look-alike'],
    ['K7M_2QD', 'another separator'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (typed) => {
    expect(normaliseShortCode(typed)).toBeNull();
  });

  it('has an alphabet without look-alikes, the one the database draws from', () => {
    expect(SHORT_CODE_ALPHABET).toHaveLength(31);
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});
