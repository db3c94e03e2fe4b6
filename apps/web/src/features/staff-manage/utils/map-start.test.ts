import { describe, expect, it } from 'vitest';
import { capitalOf } from './map-start';

describe('where the map starts for a shop not placed yet', () => {
  it("is the shop's country's capital", () => {
    expect(capitalOf('Sweden')).toEqual({ lat: 59.3293, lng: 18.0686 });
    expect(capitalOf(' Finland ')).toEqual({ lat: 60.1699, lng: 24.9384 });
  });

  it('is Helsinki for a country it does not know, never a key of a plain object', () => {
    expect(capitalOf('Atlantis')).toEqual({ lat: 60.1699, lng: 24.9384 });
    expect(capitalOf('constructor')).toEqual({ lat: 60.1699, lng: 24.9384 });
    expect(capitalOf('__proto__')).toEqual({ lat: 60.1699, lng: 24.9384 });
  });
});
