import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './same-origin';

const publicOrigin = 'https://jono.example';
const at = (host: string, scheme = 'http') => ({ host, scheme });

describe('which page origins may talk to us', () => {
  it("allows PUBLIC_URL's origin from any address", () => {
    expect(isAllowedOrigin(publicOrigin, at('10.0.0.5:3000'), publicOrigin)).toBe(true);
  });

  it('allows the origin of the address the request reached us at', () => {
    expect(isAllowedOrigin('http://127.0.0.1:3000', at('127.0.0.1:3000'), publicOrigin)).toBe(true);
    expect(isAllowedOrigin('http://[::1]:3000', at('[::1]:3000'), publicOrigin)).toBe(true);
    // The Host header may spell the default port and capitals; the Origin never does.
    expect(isAllowedOrigin('http://shop.example', at('Shop.Example:80'), publicOrigin)).toBe(true);
    expect(isAllowedOrigin('https://shop.example', at('shop.example', 'https'), publicOrigin)).toBe(
      true,
    );
  });

  it('refuses any other origin', () => {
    const cases: [string, ReturnType<typeof at>][] = [
      ['http://evil.example', at('127.0.0.1:3000')],
      ['http://127.0.0.1:3001', at('127.0.0.1:3000')],
      ['https://127.0.0.1:3000', at('127.0.0.1:3000')],
      ['http://127.0.0.1:3000', at('127.0.0.1:3000', 'https')],
      ['null', at('127.0.0.1:3000')],
      // A malformed Host names no origin at all.
      ['http://evil.example', at('evil.example/path')],
      ['http://evil.example', at('user@evil.example')],
      ['http://evil.example', at('')],
      ['http://evil.example', at('evil.example', 'ftp')],
    ];
    for (const [origin, address] of cases) {
      expect(isAllowedOrigin(origin, address, publicOrigin), `${origin} at ${address.host}`).toBe(
        false,
      );
    }
  });
});
