import { describe, expect, it } from 'vitest';
import { directionsUrl, estimatedTimeRange, shopClock } from './format';

describe('queue formatting', () => {
  it("reads instants on the shop's clock, whatever the device's time zone", () => {
    expect(shopClock('2026-11-22T14:44:00.000Z', 'Europe/Helsinki')).toBe('16:44');
    // Summer time: UTC+3.
    expect(shopClock('2026-07-01T09:05:00.000Z', 'Europe/Helsinki')).toBe('12:05');
    expect(shopClock('2026-07-01T09:05:00.000Z', 'Europe/Madrid')).toBe('11:05');
  });

  it("gives the estimated time as 'HH:mm - HH:mm' (spec section 9), across midnight too", () => {
    expect(estimatedTimeRange('2026-11-22T14:44:00.000Z', 40, 'Europe/Helsinki')).toBe(
      '16:44 - 17:24',
    );
    expect(estimatedTimeRange('2026-11-22T21:40:00.000Z', 45, 'Europe/Helsinki')).toBe(
      '23:40 - 00:25',
    );
  });

  it('shows "Invalid Date" for an unusable start (spec section 8)', () => {
    expect(estimatedTimeRange('not a time', 30, 'Europe/Helsinki')).toBe('Invalid Date');
  });

  it('links directions to the shop on Google Maps', () => {
    expect(directionsUrl({ lat: 60.1699, lng: 24.9384 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=60.1699,24.9384',
    );
  });
});
