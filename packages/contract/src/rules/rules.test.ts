import { describe, expect, it } from 'vitest';
import { cartTotals, clampQuantity } from './cart';
import { distanceInMetres, isKnownPosition, metresToKm, sortByDistance } from './distance';
import { isValidEmail } from './email';
import { openNow } from './opening-hours';
import { isValidPhone, normalisePhone } from './phone';
import { queueFullReason, queueStateOf } from './queue-state';
import { matchesShopSearch } from './search';
import { zonedInstant, zonedParts } from './zoned-time';

describe('shop search: case-insensitive substring of city or address', () => {
  const shop = { city: 'Jyväskylä', address: 'Kauppakatu 25' };
  it.each([
    ['jyv', true],
    ['JYVÄSKYLÄ', true],
    ['kauppa', true],
    ['KATU 25', true],
    ['  ', true],
    ['tampere', false],
    ['Kauppakatu 26', false],
  ])('%s matches: %s', (query, expected) => {
    expect(matchesShopSearch(shop, query)).toBe(expected);
  });
});

describe('distance in metres, shown in km', () => {
  const helsinki = { lat: 60.1699, lng: 24.9384 };
  const tampere = { lat: 61.4978, lng: 23.761 };
  it('computes metres between two places', () => {
    // Helsinki centre to Tampere centre is about 160 km as the crow flies.
    expect(distanceInMetres(helsinki, tampere)).toBeGreaterThan(158_000);
    expect(distanceInMetres(helsinki, tampere)).toBeLessThan(162_000);
    expect(distanceInMetres(helsinki, helsinki)).toBe(0);
  });
  it('shows km with one decimal', () => {
    expect(metresToKm(1234)).toBe(1.2);
    expect(metresToKm(1250)).toBe(1.3);
    expect(metresToKm(40)).toBe(0);
  });
  it('sorts nearest first', () => {
    const sorted = sortByDistance(
      [
        { id: 'tampere', coords: tampere },
        { id: 'here', coords: helsinki },
      ],
      helsinki,
    );
    expect(sorted.map((s) => s.id)).toEqual(['here', 'tampere']);
    expect(sorted[0]?.distance).toBe(0);
  });
  it('treats 0,0 as an unknown position', () => {
    expect(isKnownPosition({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isKnownPosition({ latitude: 60.1, longitude: 0 })).toBe(true);
  });
});

describe('cart totals and quantities', () => {
  const cut = { id: 'cut', price: 32, duration: 30, quantity: 1, addons: [] };
  const wash = { id: 'wash', price: 5.55, duration: 10, quantity: 1 };
  it('adds services and add-ons, times their quantities', () => {
    expect(cartTotals([cut])).toEqual({ totalPrice: 32, totalDuration: 30 });
    expect(cartTotals([{ ...cut, quantity: 2, addons: [{ ...wash, quantity: 2 }] }])).toEqual({
      totalPrice: 86.2,
      totalDuration: 100,
    });
  });
  it('rounds price totals to 2 decimals', () => {
    const tenth = { id: 'x', price: 0.1, duration: 1, quantity: 3, addons: [] };
    expect(cartTotals([tenth]).totalPrice).toBe(0.3);
  });
  it('falls back when a service is removed', () => {
    const beard = { id: 'beard', price: 22, duration: 20, quantity: 1, addons: [] };
    expect(cartTotals([cut, beard])).toEqual({ totalPrice: 54, totalDuration: 50 });
    expect(cartTotals([cut])).toEqual({ totalPrice: 32, totalDuration: 30 });
    expect(cartTotals([])).toEqual({ totalPrice: 0, totalDuration: 0 });
  });
  it('never lets a quantity fall below 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(3)).toBe(3);
  });
});

describe('phone and email', () => {
  it('normalises Finnish numbers to E.164', () => {
    expect(normalisePhone('040 123 4567')).toBe('+358401234567');
    expect(normalisePhone('+358 40 123 4567')).toBe('+358401234567');
    expect(normalisePhone('+46 70 123 45 67')).toBe('+46701234567');
  });
  it.each(['12', '12345', 'abc', '', '040 123'])('refuses %j', (input) => {
    expect(isValidPhone(input)).toBe(false);
  });
  it('flags email validity', () => {
    expect(isValidEmail('aino@example.fi')).toBe(true);
    expect(isValidEmail('aino@')).toBe(false);
  });
});

describe('time zones', () => {
  it('reads local date, weekday and minutes in Helsinki', () => {
    // 2026-03-29 is the day the clocks go forward in Europe/Helsinki (03:00 -> 04:00).
    expect(zonedParts(new Date('2026-03-29T00:30:00Z'), 'Europe/Helsinki')).toEqual({
      date: '2026-03-29',
      weekday: 7,
      minutes: 2 * 60 + 30,
    });
    expect(zonedParts(new Date('2026-03-29T01:30:00Z'), 'Europe/Helsinki').minutes).toBe(
      4 * 60 + 30,
    );
  });
  it('finds the instant of a local time, on both sides of a clock change', () => {
    expect(zonedInstant('2026-03-28', 9 * 60, 'Europe/Helsinki').toISOString()).toBe(
      '2026-03-28T07:00:00.000Z',
    );
    expect(zonedInstant('2026-03-29', 9 * 60, 'Europe/Helsinki').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(zonedInstant('2026-10-25', 24 * 60, 'Europe/Helsinki').toISOString()).toBe(
      '2026-10-25T22:00:00.000Z',
    );
  });
});

describe('open now', () => {
  const shop = {
    timezone: 'Europe/Helsinki',
    openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' })),
    weeklyOffs: [6, 7],
  };
  it('is open inside the hours, in the shop time zone', () => {
    // Monday 2026-11-23 10:00 Helsinki = 08:00 UTC.
    const result = openNow(shop, new Date('2026-11-23T08:00:00Z'));
    expect(result.isOpen).toBe(true);
    expect(result.todayHours).toEqual({ opens: '09:00', closes: '18:00' });
    expect(result.closesAt?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });
  it('is closed before opening, on a weekly off and on a holiday', () => {
    expect(openNow(shop, new Date('2026-11-23T06:59:00Z')).isOpen).toBe(false);
    expect(openNow(shop, new Date('2026-11-22T10:00:00Z')).todayHours).toBeNull();
    const onHoliday = { ...shop, holidays: [{ startsOn: '2026-11-23', endsOn: '2026-11-24' }] };
    expect(openNow(onHoliday, new Date('2026-11-23T08:00:00Z')).isOpen).toBe(false);
  });
  it('handles a shop open around the clock', () => {
    const always = {
      timezone: 'Europe/Helsinki',
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        opens: '00:00',
        closes: '24:00',
      })),
      weeklyOffs: [],
    };
    expect(openNow(always, new Date('2026-11-22T21:59:00Z')).isOpen).toBe(true);
    expect(openNow(always, new Date('2026-11-22T22:00:00Z')).isOpen).toBe(true);
    // Open every hour of every day: it never closes, so midnight bounds no admission.
    expect(openNow(always, new Date('2026-11-22T21:59:00Z')).closesAt).toBeNull();
  });

  it("runs an opening past midnight into the next day, and ends it at that day's close", () => {
    const lateNights = {
      timezone: 'Europe/Helsinki',
      openingHours: [
        { weekday: 5, opens: '18:00', closes: '24:00' },
        { weekday: 6, opens: '00:00', closes: '03:00' },
      ],
      weeklyOffs: [],
    };
    // Friday 2026-11-27 23:00 Helsinki = 21:00 UTC; the night ends Saturday 03:00 = 01:00 UTC.
    const result = openNow(lateNights, new Date('2026-11-27T21:00:00Z'));
    expect(result.isOpen).toBe(true);
    expect(result.closesAt?.toISOString()).toBe('2026-11-28T01:00:00.000Z');
    // A holiday on Saturday ends the opening at Friday midnight.
    const withHoliday = {
      ...lateNights,
      holidays: [{ startsOn: '2026-11-28', endsOn: '2026-11-28' }],
    };
    expect(openNow(withHoliday, new Date('2026-11-27T21:00:00Z')).closesAt?.toISOString()).toBe(
      '2026-11-27T22:00:00.000Z',
    );
  });
});

describe('queue state: admission while open, full at the limit or near closing', () => {
  const base = {
    isOpen: true,
    override: null,
    waiting: 3,
    queueLimit: null,
    chairCount: 2,
    now: 0,
    newcomerStart: 1_000,
    lastStartAt: 10_000,
    maxWaitMinutes: null,
  };
  it('is open with room, full at the limit, closed outside hours or by staff', () => {
    expect(queueStateOf(base)).toBe('open');
    expect(queueStateOf({ ...base, waiting: 10 })).toBe('full');
    expect(queueStateOf({ ...base, queueLimit: 3 })).toBe('full');
    expect(queueStateOf({ ...base, newcomerStart: 10_000 })).toBe('full');
    expect(queueStateOf({ ...base, isOpen: false })).toBe('closed');
    expect(queueStateOf({ ...base, override: 'closed' })).toBe('closed');
    expect(queueStateOf({ ...base, override: 'full' })).toBe('full');
  });

  it("is full for the wait only past the owner's most, and names that reason last", () => {
    const minutes = (n: number) => n * 60_000;
    const wait = { ...base, lastStartAt: null, maxWaitMinutes: 30 };
    expect(queueFullReason({ ...wait, newcomerStart: minutes(30) })).toBeNull();
    expect(queueFullReason({ ...wait, newcomerStart: minutes(30) + 1 })).toBe('wait');
    expect(queueStateOf({ ...wait, newcomerStart: minutes(31) })).toBe('full');
    expect(queueFullReason({ ...wait, maxWaitMinutes: null, newcomerStart: minutes(300) })).toBe(
      null,
    );
    const late = { ...wait, newcomerStart: minutes(60), lastStartAt: minutes(45) };
    expect(queueFullReason(late)).toBe('closing');
    expect(queueFullReason({ ...late, waiting: 10 })).toBe('limit');
    expect(queueStateOf({ ...late, isOpen: false })).toBe('closed');
  });
});
