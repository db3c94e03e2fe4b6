import { describe, expect, it } from 'vitest';
import { formatShopCutOff, formatStartRange } from './shop-time';

describe("times on the shop's clock", () => {
  describe('a start range', () => {
    // November: Helsinki is UTC+2.
    const range = (earliest: string, latest: string) => ({
      earliest: `2026-11-22T${earliest}:00.000Z`,
      latest: `2026-11-22T${latest}:00.000Z`,
    });

    it("is widened to whole five minutes on the shop's clock, in the reader's time style", () => {
      const fromTwentyTwoToThirtyThree = range('12:22', '12:33');
      expect(formatStartRange(fromTwentyTwoToThirtyThree, 'en', 'Europe/Helsinki')).toBe(
        '14:20–14:35',
      );
      expect(formatStartRange(fromTwentyTwoToThirtyThree, 'fi', 'Europe/Helsinki')).toBe(
        '14.20–14.35',
      );
      expect(formatStartRange(fromTwentyTwoToThirtyThree, 'sv', 'Europe/Helsinki')).toBe(
        '14:20–14:35',
      );
      expect(formatStartRange(fromTwentyTwoToThirtyThree, 'es', 'Europe/Madrid')).toBe(
        '13:20–13:35',
      );
    });

    it('keeps ends already on five minutes, and shows one time when both ends meet', () => {
      expect(formatStartRange(range('12:20', '12:35'), 'en', 'Europe/Helsinki')).toBe(
        '14:20–14:35',
      );
      expect(formatStartRange(range('12:20', '12:20'), 'en', 'Europe/Helsinki')).toBe('14:20');
      expect(formatStartRange(range('12:21', '12:24'), 'en', 'Europe/Helsinki')).toBe(
        '14:20–14:25',
      );
    });

    it('crosses midnight as two times, without dates', () => {
      const lateNight = range('21:52', '22:07');
      expect(formatStartRange(lateNight, 'en', 'Europe/Helsinki')).toBe('23:50–00:10');
      expect(formatStartRange(lateNight, 'fi', 'Europe/Helsinki')).toBe('23.50–0.10');
    });

    it('shows a dash for an unreadable range', () => {
      expect(formatStartRange({ earliest: 'soon', latest: '' }, 'en', 'Europe/Helsinki')).toBe('–');
    });
  });

  it('rounds a cut-off down to five minutes, never promising later than it is', () => {
    expect(formatShopCutOff('2026-11-22T16:14:59.000Z', 'en', 'Europe/Helsinki')).toBe('18:10');
    expect(formatShopCutOff('2026-11-22T16:10:00.000Z', 'fi', 'Europe/Helsinki')).toBe('18.10');
    expect(formatShopCutOff('later', 'en', 'Europe/Helsinki')).toBe('–');
  });
});
