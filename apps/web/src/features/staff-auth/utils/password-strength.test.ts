import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it('calls anything under 8 characters too short', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('Ab1!xyz')).toBe(0);
  });

  it('grows with length and a mix of characters', () => {
    expect(passwordStrength('lowercase')).toBe(1);
    expect(passwordStrength('Abcdefg1')).toBe(2);
    expect(passwordStrength('JonoDemo2026!')).toBe(3);
    expect(passwordStrength('Kallio-Parturi-2026!')).toBe(4);
  });

  it('counts a long run of a few repeated characters as weak', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa')).toBe(1);
    expect(passwordStrength('abababababababab')).toBe(1);
  });
});
