import { type AuditEntry, auditActions } from '@jono/contract/api/audit';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import enStaff from '@/locales/staff/en.json';
import esStaff from '@/locales/staff/es.json';
import fiStaff from '@/locales/staff/fi.json';
import svStaff from '@/locales/staff/sv.json';
import { describeEntry } from './describe-entry';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  at: '2026-11-24T10:15:00.000Z',
  action: 'order_cancelled',
  actor: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Olli Omistaja' },
  subject: { kind: 'order', id: null, label: 'ABC234' },
  details: {},
  ...overrides,
});

async function say(language: string, overrides: Partial<AuditEntry>) {
  await i18n.changeLanguage(language);
  return describeEntry(entry(overrides), i18n.t, language, 'Europe/Helsinki');
}

describe('the sentence of a recorded action', () => {
  it('names the walk-in or booking by its code, written as screens show it', async () => {
    expect(await say('fi', { details: { reason: 'asiakas lähti' } })).toBe(
      'Peruutti jonotuksen ABC-234',
    );
    expect(await say('en', { action: 'order_no_show' })).toBe(
      'Marked walk-in ABC-234 as a no-show',
    );
    expect(
      await say('en', {
        action: 'booking_cancelled',
        subject: { kind: 'booking', id: null, label: 'K7M2QD' },
      }),
    ).toBe('Cancelled booking K7M-2QD');
  });

  it('tells a moved booking’s old and new time on the shop’s clock', async () => {
    const moved = {
      action: 'booking_moved' as const,
      subject: { kind: 'booking' as const, id: null, label: 'K7M2QD' },
      details: { startBefore: '2027-03-22T08:00:00.000Z', startAfter: '2027-03-23T12:30:00.000Z' },
    };
    expect(await say('en', moved)).toBe(
      'Moved booking K7M-2QD: 22 Mar 2027, 10:00 → 23 Mar 2027, 14:30',
    );
    expect(await say('fi', moved)).toBe(
      'Siirsi varauksen K7M-2QD: 22.3.2027 klo 10:00 → 23.3.2027 klo 14:30',
    );
  });

  it('writes prices and refunds the language’s way', async () => {
    const price = {
      action: 'price_changed' as const,
      subject: { kind: 'service' as const, id: null, label: 'Parturileikkaus' },
      details: { priceBefore: 25, priceAfter: 28, currency: 'EUR' },
    };
    expect(await say('fi', price)).toBe('Parturileikkaus: 25,00\u00a0€ → 28,00\u00a0€');
    expect(await say('en', price)).toBe('Parturileikkaus: €25.00 → €28.00');
    expect(
      await say('sv', {
        action: 'refund_approved',
        subject: { kind: 'booking', id: null, label: 'K7M2QD' },
        details: { amount: 2, currency: 'EUR' },
      }),
    ).toBe('Återbetalade 2,00\u00a0€ för bokning K7M-2QD');
  });

  it('names an automatic queue and any barber in words', async () => {
    expect(
      await say('fi', {
        action: 'queue_changed',
        details: { stateBefore: null, stateAfter: 'closed' },
      }),
    ).toBe('Jonon tila: automaattinen → suljettu');
    // The record keeps both the state and the limit; only what changed is told.
    expect(
      await say('en', {
        action: 'queue_changed',
        details: { stateBefore: 'open', stateAfter: 'open', limitBefore: null, limitAfter: 12 },
      }),
    ).toBe('Queue limit: default → 12');
    expect(
      await say('es', {
        action: 'order_barber_changed',
        details: { barberBefore: 'Mikko', barberAfter: null },
      }),
    ).toBe('Cambió el barbero del turno ABC-234: Mikko → cualquier barbero');
    expect(
      await say('fi', {
        action: 'booking_barber_changed',
        details: { barberBefore: 'Mikko', barberAfter: 'Aino' },
      }),
    ).toBe('Antoi varauksen ABC-234 toiselle parturille: Mikko → Aino');
  });
});

describe('a message to everyone waiting', () => {
  const broadcast = (amount: number) => ({
    action: 'broadcast_sent' as const,
    subject: { kind: 'queue' as const, id: null, label: '' },
    details: { note: 'Parturi Kulma is taking a short break.', amount },
  });

  it('tells how many were waiting, in each language', async () => {
    expect(await say('en', broadcast(4))).toBe('Messaged 4 waiting customers');
    expect(await say('en', broadcast(1))).toBe('Messaged 1 waiting customer');
    expect(await say('fi', broadcast(3))).toBe('Lähetti viestin 3 jonottajalle');
    expect(await say('sv', broadcast(2))).toBe('Skickade ett meddelande till 2 väntande kunder');
    expect(await say('es', broadcast(1))).toBe('Envió un mensaje a 1 cliente en espera');
  });

  it('says so when nobody was waiting', async () => {
    expect(await say('en', broadcast(0))).toBe('Sent a message while nobody was waiting');
  });
});

describe('every action on record', () => {
  it.each([
    ['en', enStaff],
    ['fi', fiStaff],
    ['sv', svStaff],
    ['es', esStaff],
  ])('has a name to filter by in %s', (_language, texts) => {
    const names: Record<string, string> = texts.auditLog.actions;
    for (const action of auditActions) expect(names[action], action).toBeTruthy();
  });
});
