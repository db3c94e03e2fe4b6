import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { directionsUrl, estimatedTimeRange } from './format';

describe('queue formatting', () => {
  it("gives the estimated time as 'HH:mm - HH:mm', across midnight too", () => {
    expect(estimatedTimeRange('2026-11-22T14:44:00.000Z', 40, 'Europe/Helsinki', i18n.t)).toBe(
      '16:44 - 17:24',
    );
    expect(estimatedTimeRange('2026-11-22T21:40:00.000Z', 45, 'Europe/Helsinki', i18n.t)).toBe(
      '23:40 - 00:25',
    );
  });

  it.each([
    ['en', 'Invalid Date'],
    ['fi', 'Ajankohta ei tiedossa'],
  ])('words an unusable start in %s, never the browser English', async (language, text) => {
    await i18n.changeLanguage(language);
    expect(estimatedTimeRange('not a time', 30, 'Europe/Helsinki', i18n.t)).toBe(text);
  });

  it('links directions to the shop on Google Maps', () => {
    expect(directionsUrl({ lat: 60.1699, lng: 24.9384 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=60.1699,24.9384',
    );
  });
});
