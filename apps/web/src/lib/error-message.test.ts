import { fallbackErrorMessage as contractFallback } from '@jono/contract/api/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage, fallbackErrorMessage } from './error-message';

describe('errorMessage (spec section 8)', () => {
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
