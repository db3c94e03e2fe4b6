import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env-schema';

describe('web environment', () => {
  it('defaults the API host to the same origin', () => {
    expect(parseWebEnv({})).toEqual({ VITE_API_HOST: '' });
    expect(parseWebEnv({ VITE_API_HOST: '' })).toEqual({ VITE_API_HOST: '' });
  });

  it('accepts an http(s) origin and drops a trailing slash', () => {
    expect(parseWebEnv({ VITE_API_HOST: 'https://api.jono.fi/' })).toEqual({
      VITE_API_HOST: 'https://api.jono.fi',
    });
    expect(parseWebEnv({ VITE_API_HOST: 'http://localhost:3000' }).VITE_API_HOST).toBe(
      'http://localhost:3000',
    );
  });

  it.each(['api.jono.fi', 'ftp://jono.fi', 'not a url'])('rejects %s', (host) => {
    expect(() => parseWebEnv({ VITE_API_HOST: host })).toThrow(/Invalid web environment/);
  });
});
