import { describe, expect, it } from 'vitest';
import { directionsUrl } from './format';

describe('queue formatting', () => {
  it('links directions to the shop on Google Maps', () => {
    expect(directionsUrl({ lat: 60.1699, lng: 24.9384 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=60.1699,24.9384',
    );
  });
});
