import { describe, expect, it } from 'vitest';
import { formatDistance, formatPrice } from './format';

describe('formatting', () => {
  it('shows cents as money in the language of the user', () => {
    expect(formatPrice(200, 'en')).toBe('€2.00');
    expect(formatPrice(2550, 'fi').replace(/\s/g, ' ')).toBe('25,50 €');
  });

  it('shows metres as kilometres', () => {
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(12_600, 'en')).toBe('13 km');
    expect(formatDistance(500, 'fi').replace(/\s/g, ' ')).toBe('0,5 km');
  });
});
