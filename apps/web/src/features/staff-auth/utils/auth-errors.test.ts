import { describe, expect, it } from 'vitest';
import {
  isInvalidPhoneAnswer,
  isWellFormedLinkToken,
  linkProblemOf,
  passwordPolicyMessageOf,
} from './auth-errors';

const failed = (status: number, message: string, code: string) => ({
  status,
  data: { ok: false, message, code },
});

describe('reading the server refusals of account calls', () => {
  it('tells dead links apart by their code', () => {
    expect(linkProblemOf(failed(400, 'x', 'LINK_EXPIRED'))).toBe('expired');
    expect(linkProblemOf(failed(400, 'x', 'LINK_USED'))).toBe('used');
    expect(linkProblemOf(failed(400, 'x', 'LINK_INVALID'))).toBe('invalid');
    expect(
      linkProblemOf(failed(400, 'body.verificationToken: too short', 'VALIDATION_FAILED')),
    ).toBe('invalid');
    expect(linkProblemOf(failed(429, 'slow down', 'TOO_MANY_REQUESTS'))).toBeNull();
    expect(linkProblemOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
  });

  it('knows a link token by its length (the contract allows 16 to 200 characters)', () => {
    expect(isWellFormedLinkToken('x'.repeat(15))).toBe(false);
    expect(isWellFormedLinkToken('x'.repeat(16))).toBe(true);
    expect(isWellFormedLinkToken('x'.repeat(201))).toBe(false);
    expect(isWellFormedLinkToken(undefined)).toBe(false);
  });

  it('recognises the password policy and phone refusals by their codes, not their words', () => {
    expect(passwordPolicyMessageOf(failed(400, 'anything', 'PASSWORD_TOO_COMMON'))).toBe(
      'auth.errors.passwordTooCommon',
    );
    expect(passwordPolicyMessageOf(failed(400, 'anything', 'PASSWORD_CONTAINS_EMAIL'))).toBe(
      'auth.errors.passwordContainsEmail',
    );
    expect(passwordPolicyMessageOf(failed(400, 'anything', 'WEAK_PASSWORD'))).toBe(
      'auth.errors.weakPassword',
    );
    expect(
      passwordPolicyMessageOf(failed(400, 'This password is too common', 'BAD_REQUEST')),
    ).toBeNull();
    expect(
      passwordPolicyMessageOf(failed(400, 'Invalid phone number', 'PHONE_INVALID')),
    ).toBeNull();
    expect(isInvalidPhoneAnswer(failed(400, 'Ogiltigt nummer', 'PHONE_INVALID'))).toBe(true);
    expect(isInvalidPhoneAnswer(failed(400, 'body.phone: too short', 'VALIDATION_FAILED'))).toBe(
      true,
    );
    expect(isInvalidPhoneAnswer(failed(400, 'body.email: a phone?', 'VALIDATION_FAILED'))).toBe(
      false,
    );
  });
});
