import { describe, expect, it } from 'vitest';
import { formatDistance, formatMinutes, formatMoney, formatPrice, servicesLine } from './format';

describe('formatting', () => {
  it('shows cents as money in the language of the user', () => {
    expect(formatPrice(200, 'en')).toBe('€2.00');
    expect(formatPrice(2550, 'fi').replace(/\s/g, ' ')).toBe('25,50 €');
  });

  it('shows euros with cents, always 2 decimals', () => {
    expect(formatMoney(36.8, 'en')).toBe('€36.80');
    expect(formatMoney(0.1 + 0.2, 'sv').replace(/\s/g, ' ')).toBe('0,30 €');
  });

  it('shows metres as kilometres with one decimal', () => {
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(12_600, 'en')).toBe('12.6 km');
    expect(formatDistance(3000, 'en')).toBe('3.0 km');
    expect(formatDistance(500, 'fi').replace(/\s/g, ' ')).toBe('0,5 km');
  });

  it('shows minutes as hours and minutes', () => {
    expect(formatMinutes(40, 'en')).toBe('40 mins');
    expect(formatMinutes(80, 'en')).toBe('1 hr 20 mins');
    expect(formatMinutes(120, 'en')).toBe('2 hrs');
    expect(formatMinutes(65, 'fi')).toBe('1 t 5 min');
  });

  it('lists services by name, with the quantity only when more than one', () => {
    expect(
      servicesLine([
        { name: "Men's haircut", quantity: 2 },
        { name: 'Beard trim', quantity: 1 },
      ]),
    ).toBe("Men's haircut ×2, Beard trim");
    expect(servicesLine([])).toBe('');
  });
});
