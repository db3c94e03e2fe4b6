import { describe, expect, it } from 'vitest';
import { distanceInMetres } from './distance';
import { LEAVE_BUFFER_MINUTES, leaveAt, travelTime, WALKING_LIMIT_METRES } from './travel-time';

const shop = { lat: 60.1699, lng: 24.9384 };
/** A point `metres` due north of the shop (one degree of latitude is about 111.2 km). */
const north = (metres: number) => ({ lat: shop.lat + metres / 111_195, lng: shop.lng });

describe('travel time to the shop', () => {
  it('walks under 2 km at 5 km/h', () => {
    const from = north(1_500);
    expect(distanceInMetres(from, shop)).toBeLessThan(WALKING_LIMIT_METRES);
    // 1.5 km at 5 km/h is 18 minutes.
    expect(travelTime(from, shop)).toEqual({ minutes: 18, mode: 'walk' });
  });

  it('drives from 2 km on at 30 km/h', () => {
    expect(travelTime(north(2_100), shop)).toEqual({ minutes: 4, mode: 'drive' });
    // 15 km at 30 km/h is 30 minutes.
    expect(travelTime(north(15_000), shop)).toEqual({ minutes: 30, mode: 'drive' });
  });

  it('takes at least a minute and at most three hours', () => {
    expect(travelTime(shop, shop)).toEqual({ minutes: 1, mode: 'walk' });
    expect(travelTime({ lat: 40.4168, lng: -3.7038 }, shop)).toEqual({
      minutes: 180,
      mode: 'drive',
    });
  });
});

describe('when to leave', () => {
  it('is the estimated start less the travel time and the slack', () => {
    const start = new Date('2026-03-02T10:30:00Z');
    const at = leaveAt(start, 10);
    expect(at?.toISOString()).toBe(
      new Date(start.getTime() - (10 + LEAVE_BUFFER_MINUTES) * 60_000).toISOString(),
    );
  });

  it('is unknown while the start is', () => {
    expect(leaveAt(null, 10)).toBeNull();
  });
});
