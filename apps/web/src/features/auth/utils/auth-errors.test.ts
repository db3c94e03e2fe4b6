import { describe, expect, it } from 'vitest';
import {
  isWellFormedLinkToken,
  linkProblemOf,
  passwordPolicyProblemOf,
  takenFieldOf,
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

  it('recognises the password policy answers', () => {
    expect(
      passwordPolicyProblemOf(
        failed(
          400,
          'This password is too common; choose one that is harder to guess',
          'BAD_REQUEST',
        ),
      ),
    ).toBe('tooCommon');
    expect(
      passwordPolicyProblemOf(
        failed(400, 'The password must not contain your email address', 'BAD_REQUEST'),
      ),
    ).toBe('containsEmail');
    expect(passwordPolicyProblemOf(failed(400, 'Invalid phone number', 'BAD_REQUEST'))).toBeNull();
  });

  it('finds the taken field of a 409', () => {
    expect(
      takenFieldOf(failed(409, 'An account with this phone number already exists', 'CONFLICT')),
    ).toBe('phone');
    expect(takenFieldOf(failed(409, 'An account with this email already exists', 'CONFLICT'))).toBe(
      'email',
    );
    expect(takenFieldOf(failed(400, 'phone', 'BAD_REQUEST'))).toBeNull();
  });
});
