import { fallbackErrorMessage as contractFallback, errorCodes } from '@jono/contract/api/errors';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import fi from '@/locales/fi.json';
import enStaff from '@/locales/staff/en.json';
import esStaff from '@/locales/staff/es.json';
import fiStaff from '@/locales/staff/fi.json';
import svStaff from '@/locales/staff/sv.json';
import sv from '@/locales/sv.json';
import {
  envelopeOf,
  errorCodeOf,
  errorMessage,
  fallbackErrorMessage,
  refusalTextKeys,
  serverMessageOf,
  statusOf,
} from './error-message';
import { i18n } from './i18n';

const refusal = (code: string, message: string) => ({
  status: 409,
  data: { ok: false, message, code },
});

describe("errorMessage: the web's words for the code, else the server's message, else a fallback", () => {
  it("falls back to the contract's text", () => {
    expect(fallbackErrorMessage).toBe(contractFallback);
  });

  it('words a refusal for a busy shared network without blaming the reader', async () => {
    const busy = {
      status: 429,
      data: { ok: false, message: 'many orders', code: errorCodes.sharedNetworkBusy },
    };
    expect(errorMessage(busy)).toMatch(/same network just now, as happens on a shared Wi-Fi/);
    await i18n.changeLanguage('fi');
    expect(errorMessage(busy)).toBe(fi.refusals.sharedNetworkBusy);
    await i18n.changeLanguage('en');
  });

  it("words a code it knows in the reader's language, whatever the server said", async () => {
    const full = refusal(errorCodes.queueFull, 'Queue is Already Full');
    expect(errorMessage(full)).toBe('Queue is Already Full');
    const noMatch = refusal(errorCodes.bookingNoMatch, 'No booking matches this code and phone');
    expect(errorMessage(noMatch)).toBe(en.refusals.bookingNoMatch);
    await i18n.changeLanguage('fi');
    expect(errorMessage(full)).toBe(fi.messages.queueFull);
    expect(errorMessage(noMatch)).toBe(fi.refusals.bookingNoMatch);
    expect(
      errorMessage(refusal(errorCodes.conflict, 'Cannot start: this customer is served')),
    ).toBe(fi.refusals.conflict);
  });

  it('words the code of the envelope itself', () => {
    expect(
      errorMessage({ ok: false, message: 'Invalid token', code: errorCodes.unauthorized }),
    ).toBe(en.refusals.unauthorized);
  });

  it("shows the server's message for a code it does not know", async () => {
    await i18n.changeLanguage('sv');
    expect(errorMessage(refusal('SOMETHING_NEW', 'A brand new refusal'))).toBe(
      'A brand new refusal',
    );
    expect(errorMessage({ ok: false, message: 'Odd one', code: 'ODD' })).toBe('Odd one');
  });

  it.each(['constructor', 'toString', '__proto__'])(
    'takes %s for a code it does not know, not for a name every object has',
    (code) => {
      expect(errorMessage(refusal(code, 'An odd code'))).toBe('An odd code');
    },
  );

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

  it('says "something went wrong!" in the reader\'s language', async () => {
    await i18n.changeLanguage('es');
    expect(errorMessage({ status: 'FETCH_ERROR' })).toBe(es.messages.somethingWentWrong);
  });

  it("uses the caller's fallback when one is given", () => {
    expect(errorMessage({ status: 'FETCH_ERROR' }, 'Failed to create order')).toBe(
      'Failed to create order',
    );
  });
});

describe('refusal texts', () => {
  type Tree = { [key: string]: string | Tree };
  const textAt = (tree: Tree, key: string) =>
    key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
        tree,
      );
  const languages = {
    en: { ...en, ...enStaff },
    fi: { ...fi, ...fiStaff },
    es: { ...es, ...esStaff },
    sv: { ...sv, ...svStaff },
  } as Record<string, Tree>;

  it.each(Object.keys(languages))('every code the server sends has words in %s', (language) => {
    const tree = languages[language] as Tree;
    for (const code of Object.values(errorCodes)) {
      const key = refusalTextKeys[code];
      expect(typeof textAt(tree, key), `${language}: ${code} -> ${key}`).toBe('string');
    }
  });
});

describe('reading a failed call', () => {
  const refusal = {
    status: 409,
    data: { ok: false, message: 'Already in queue', code: 'ALREADY_IN_QUEUE', orderId: 'o-1' },
  };

  it("reads the server's envelope, its code, its own message and the HTTP status", () => {
    expect(envelopeOf(refusal)?.orderId).toBe('o-1');
    expect(serverMessageOf(refusal)).toBe('Already in queue');
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
