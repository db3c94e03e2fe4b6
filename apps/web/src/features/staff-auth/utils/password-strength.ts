import { MIN_PASSWORD_LENGTH } from '@jono/contract/api/auth';

/** 0: too short, 1: weak, 2: fair, 3: good, 4: strong. */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * A hint, not a rule: length counts most, a mix of kinds of characters helps, and a password
 * made of one repeated or sequential run counts as weak. The server keeps the real rules
 * (at least 8 characters, not a common one, not the email).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) =>
    kind.test(password),
  ).length;
  const isMonotonous = new Set(password.toLowerCase()).size <= 3;
  if (isMonotonous) return 1;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (kinds >= 3) score += 1;
  else if (kinds === 2 && password.length >= 10) score += 0.5;
  return Math.min(4, Math.floor(score)) as PasswordStrength;
}
