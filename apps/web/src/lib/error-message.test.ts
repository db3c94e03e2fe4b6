import { fallbackErrorMessage as contractFallback } from '@jono/contract/api/errors';
import { describe, expect, it } from 'vitest';
import {
  envelopeOf,
  errorCodeOf,
  errorMessage,
  fallbackErrorMessage,
  statusOf,
} from './error-message';

describe("errorMessage: the server's message, else a fallback", () => {
  it("falls back to the contract's text", () => {
    expect(fallbackErrorMessage).toBe(contractFallback);
  });

  it("returns the server's message from an RTK Query error", () => {
    const error = {
      status: 409,
      data: { ok: false, message: 'Queue is Already Full', code: 'CONFLICT' },
    };
    expect(errorMessage(error)).toBe('Queue is Already Full');
  });

  it('returns the message of the error envelope itself', () => {
    expect(errorMessage({ ok: false, message: 'Invalid token', code: 'UNAUTHORIZED' })).toBe(
      'Invalid token',
    );
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['an HTML error page', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' }],
    ['an empty message', { status: 500, data: { ok: false, message: '  ', code: 'X' } }],
    ['a message that is not text', { status: 500, data: { message: 42 } }],
    ['a thrown JS error', new Error('boom')],
    ['nothing', undefined],
  ])('falls back to "something went wrong!" for %s', (_label, error) => {
    expect(errorMessage(error)).toBe('something went wrong!');
  });

  it("uses the caller's fallback when one is given", () => {
    expect(errorMessage({ status: 'FETCH_ERROR' }, 'Failed to create order')).toBe(
      'Failed to create order',
    );
  });
});

describe('reading a failed call', () => {
  const refusal = {
    status: 409,
    data: { ok: false, message: 'Already in queue', code: 'ALREADY_IN_QUEUE', orderId: 'o-1' },
  };

  it("reads the server's envelope, its code and the HTTP status", () => {
    expect(envelopeOf(refusal)?.orderId).toBe('o-1');
    expect(errorCodeOf(refusal)).toBe('ALREADY_IN_QUEUE');
    expect(statusOf(refusal)).toBe(409);
  });

  it('names a call that got no answer by its kind, and finds no envelope in it', () => {
    const lost = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(statusOf(lost)).toBe('FETCH_ERROR');
    expect(envelopeOf(lost)).toBeNull();
    expect(errorCodeOf(lost)).toBeNull();
  });

  it.each([
    ['an HTML error page', { status: 'PARSING_ERROR', data: '<html>' }],
    ['a code that is not text', { status: 400, data: { code: 7 } }],
    ['a thrown JS error', new Error('boom')],
    ['nothing', undefined],
  ])('finds no code in %s', (_label, error) => {
    expect(errorCodeOf(error)).toBeNull();
  });
});
