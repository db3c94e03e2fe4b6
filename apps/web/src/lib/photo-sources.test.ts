import { describe, expect, it, vi } from 'vitest';

vi.mock('@/config/env', () => ({ env: { API_HOST: 'https://api.jono.example' } }));

const { photoSources } = await import('./photo-sources');

describe('photo sources', () => {
  it('makes every width of a photo absolute against the API host, keeping its width', () => {
    expect(
      photoSources({
        src: '/uploads/shops/a-640.webp',
        srcset: '/uploads/shops/a-320.webp 320w, /uploads/shops/a-640.webp 640w',
      }),
    ).toEqual({
      src: 'https://api.jono.example/uploads/shops/a-640.webp',
      srcSet:
        'https://api.jono.example/uploads/shops/a-320.webp 320w, https://api.jono.example/uploads/shops/a-640.webp 640w',
    });
  });
});
