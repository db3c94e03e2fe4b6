import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatShopCutOff, formatShopTimeSpan, formatStartRange } from './shop-time';

describe("times on the shop's clock", () => {
  describe('a start range', () => {
    // November: Helsinki is UTC+2.
    const range = (earliest: string, latest: string) => ({
      earliest: `2026-11-22T${earliest}:00.000Z`,
      latest: `2026-11-22T${latest}:00.000Z`,
    });

    it("is widened to whole five minutes on the shop's clock and joined like the service range", () => {
      const fromTwentyTwoToThirtyThree = range('12:22', '12:33');
      expect(formatStartRange(fromTwentyTwoToThirtyThree, 'Europe/Helsinki')).toBe('14:20 - 14:35');
      expect(formatStartRange(fromTwentyTwoToThirtyThree, 'Europe/Madrid')).toBe('13:20 - 13:35');
    });

    it('keeps ends already on five minutes, and shows one time when both ends meet', () => {
      expect(formatStartRange(range('12:20', '12:35'), 'Europe/Helsinki')).toBe('14:20 - 14:35');
      expect(formatStartRange(range('12:20', '12:20'), 'Europe/Helsinki')).toBe('14:20');
      expect(formatStartRange(range('12:21', '12:24'), 'Europe/Helsinki')).toBe('14:20 - 14:25');
    });

    it('crosses midnight as two times, without dates', () => {
      const lateNight = range('21:52', '22:07');
      expect(formatStartRange(lateNight, 'Europe/Helsinki')).toBe('23:50 - 00:10');
    });

    it('words an unreadable range as "time not known" in the page language', async () => {
      await i18n.changeLanguage('fi');
      expect(formatStartRange({ earliest: 'soon', latest: '' }, 'Europe/Helsinki')).toBe(
        'Ajankohta ei tiedossa',
      );
    });
  });

  it('rounds a cut-off down to five minutes, never promising later than it is', async () => {
    expect(formatShopCutOff('2026-11-22T16:14:59.000Z', 'Europe/Helsinki')).toBe('18:10');
    expect(formatShopCutOff('2026-11-22T16:10:00.000Z', 'Europe/Helsinki')).toBe('18:10');
    await i18n.changeLanguage('sv');
    expect(formatShopCutOff('later', 'Europe/Helsinki')).toBe('Tidpunkt okänd');
  });

  describe('a span of minutes from a start', () => {
    it("ends where the shop's clock really is after those minutes", () => {
      // 09:30 in Helsinki in November is 07:30 UTC.
      expect(formatShopTimeSpan('2026-11-22T07:30:00.000Z', 45, 'Europe/Helsinki')).toBe(
        '09:30 - 10:15',
      );
      expect(formatShopTimeSpan('2026-11-22T21:40:00.000Z', 30, 'Europe/Helsinki')).toBe(
        '23:40 - 00:10',
      );
    });

    it('skips the hour the clocks jump over in spring, and counts the hour they repeat in autumn', () => {
      // 28.3.2027 at 03:00 Helsinki's clocks go to 04:00: 02:30 plus 50 minutes is 04:20.
      expect(formatShopTimeSpan('2027-03-28T00:30:00.000Z', 50, 'Europe/Helsinki')).toBe(
        '02:30 - 04:20',
      );
      // 31.10.2027 at 04:00 they go back to 03:00: 03:30 (the first) plus an hour is 03:30.
      expect(formatShopTimeSpan('2027-10-31T00:30:00.000Z', 60, 'Europe/Helsinki')).toBe(
        '03:30 - 03:30',
      );
    });

    it('words an unreadable start as "time not known" in the page language', async () => {
      await i18n.changeLanguage('es');
      expect(formatShopTimeSpan('later', 30, 'Europe/Helsinki')).toBe('Hora no disponible');
    });
  });
});
