import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatShopCutOff, formatStartRange } from './shop-time';

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
});
