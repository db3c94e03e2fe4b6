import { describe, expect, it } from 'vitest';
import { dateAfterKey, mondayOf, monthWeeks, shiftMonth, shopTomorrow } from './calendar';

describe('calendar arithmetic on shop dates', () => {
  it('lays a month out in weeks from Monday, with blanks around it', () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('finds the Monday a week starts on, across months', () => {
    // 25 November 2026 is a Wednesday; 1 November a Sunday.
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
  });

  it('moves months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('knows tomorrow on the shop clock, not the device clock', () => {
    // 23:30 UTC on 24 Nov is already 25 Nov in Helsinki: tomorrow there is the 26th.
    const late = new Date('2026-11-24T23:30:00Z');
    expect(shopTomorrow('Europe/Helsinki', late)).toBe('2026-11-26');
    expect(shopTomorrow('America/New_York', late)).toBe('2026-11-25');
  });

  it.each([
    ['ArrowRight', '2026-11-26'],
    ['ArrowLeft', '2026-11-24'],
    ['ArrowDown', '2026-12-02'],
    ['ArrowUp', '2026-11-18'],
    ['Home', '2026-11-23'],
    ['End', '2026-11-29'],
    ['PageDown', '2026-12-25'],
    ['PageUp', '2026-10-25'],
    ['Enter', null],
  ])('moves from Wednesday 25 Nov with %s to %s', (key, expected) => {
    expect(dateAfterKey('2026-11-25', key)).toBe(expected);
  });

  it('keeps to the last day of a shorter month', () => {
    expect(dateAfterKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
  });
});
