import { describe, expect, it } from 'vitest';
import { checkHours, copyMondayToWeekdays, hoursOfValues, hoursValuesOf } from './hours-form';

// Open 09-17 Monday to Friday and 10-24 on Saturday; closed on Wednesdays and Sundays.
const shop = {
  openingHours: [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }))
    .concat({ weekday: 6, opens: '10:00', closes: '24:00' }),
  weeklyOffs: [3],
};
const times = (values: ReturnType<typeof hoursValuesOf>) =>
  values.days.map((day) => day.map(({ opens, closes }) => `${opens}-${closes}`));

describe('the hours form', () => {
  it("starts a member on the shop's hours from those hours, midnight as 23:59", () => {
    const values = hoursValuesOf(null, shop);
    expect(values.isShopHours).toBe(true);
    expect(times(values)).toEqual([
      ['09:00-17:00'],
      ['09:00-17:00'],
      [],
      ['09:00-17:00'],
      ['09:00-17:00'],
      ['10:00-23:59'],
      [],
    ]);
    expect(hoursOfValues(values, shop)).toBeNull();
  });

  it('keeps own hours in order and sends none for a weekday the shop is closed', () => {
    const values = hoursValuesOf(
      [
        { weekday: 1, opens: '13:00', closes: '17:00' },
        { weekday: 1, opens: '09:00', closes: '12:00' },
        { weekday: 3, opens: '09:00', closes: '12:00' },
      ],
      shop,
    );
    expect(times(values)[0]).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(hoursOfValues(values, shop)).toEqual([
      { weekday: 1, opens: '09:00', closes: '12:00' },
      { weekday: 1, opens: '13:00', closes: '17:00' },
    ]);
  });

  it('copies Monday to the open weekdays only, and finds a blank time or an overlap', () => {
    const values = hoursValuesOf([{ weekday: 1, opens: '09:00', closes: '12:00' }], shop);
    const copied = copyMondayToWeekdays(values, shop);
    expect(times(copied).slice(0, 6)).toEqual([
      ['09:00-12:00'],
      ['09:00-12:00'],
      [],
      ['09:00-12:00'],
      ['09:00-12:00'],
      [],
    ]);
    expect(checkHours(copied, shop)).toBeNull();
    const blank = {
      ...copied,
      days: copied.days.map((day, i) =>
        i === 1 ? [{ key: 'x', opens: '09:00', closes: '' }] : day,
      ),
    };
    expect(checkHours(blank, shop)).toEqual({ problem: 'MISSING_TIME', weekday: 2 });
    const overlap = {
      ...copied,
      days: copied.days.map((day, i) =>
        i === 4 ? [...day, { key: 'y', opens: '11:00', closes: '13:00' }] : day,
      ),
    };
    expect(checkHours(overlap, shop)).toEqual({ problem: 'OVERLAPPING_HOURS', weekday: 5 });
  });
});
