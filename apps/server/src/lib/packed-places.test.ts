import { describe, expect, it } from 'vitest';
import { newToldPlace, type PackedPlace, tellsNewPlace, unpackPlace } from './packed-places';

const start = Date.parse('2026-11-25T10:30:00.000Z');
const waiting: PackedPlace = [
  'order-1',
  'waiting',
  0,
  3,
  30,
  start,
  start + 30 * 60_000,
  start - 5 * 60_000,
  start + 10 * 60_000,
];

describe('a place told to a room', () => {
  it('is told the first time, then only when one of its figures moved', () => {
    const told = newToldPlace();
    expect(tellsNewPlace(told, waiting)).toBe(true);
    expect(tellsNewPlace(told, [...waiting])).toBe(false);
    const movedUp: PackedPlace = [...waiting];
    movedUp[3] = 2;
    expect(tellsNewPlace(told, movedUp)).toBe(true);
    expect(tellsNewPlace(told, movedUp)).toBe(false);
    const arrived: PackedPlace = [...movedUp];
    arrived[2] = 1;
    expect(tellsNewPlace(told, arrived)).toBe(true);
  });

  it('tells an unknown start apart from a known one, and a status from another', () => {
    const told = newToldPlace();
    const unknown: PackedPlace = ['order-1', 'waiting', 0, 3, 0, null, null, null, null];
    tellsNewPlace(told, unknown);
    expect(tellsNewPlace(told, ['order-1', 'waiting', 0, 3, 0, 0, null, null, null])).toBe(true);
    expect(tellsNewPlace(told, ['order-1', 'waiting', 0, 3, 0, null, null, null, null])).toBe(true);
    expect(tellsNewPlace(told, ['order-1', 'cancelled', 0, 3, 0, null, null, null, null])).toBe(
      true,
    );
    expect(tellsNewPlace(told, ['order-1', 'no_show', 0, 3, 0, null, null, null, null])).toBe(true);
  });
});

describe('an unpacked place', () => {
  it('is the message a tracking page reads', () => {
    expect(unpackPlace(waiting)).toEqual({
      orderId: 'order-1',
      status: 'waiting',
      position: 3,
      waitingTime: 30,
      estimatedStart: '2026-11-25T10:30:00.000Z',
      estimatedEnd: '2026-11-25T11:00:00.000Z',
      estimatedRange: { earliest: '2026-11-25T10:25:00.000Z', latest: '2026-11-25T10:40:00.000Z' },
      isAtLocation: false,
    });
    expect(unpackPlace(['order-2', 'cancelled', 1, null, 0, null, null, null, null])).toEqual({
      orderId: 'order-2',
      status: 'cancelled',
      position: null,
      waitingTime: 0,
      estimatedStart: null,
      estimatedEnd: null,
      estimatedRange: null,
      isAtLocation: true,
    });
  });
});
