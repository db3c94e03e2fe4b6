import { env } from '@/config/env';

/**
 * Uploaded pictures (avatars, shop photos) are served by the API server under /uploads/. When
 * the API lives on another host, a path it answered is made absolute against that host.
 */
export function assetUrl(path: string): string;
export function assetUrl(path: string | null | undefined): string | null;
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/') && !path.startsWith('//') ? `${env.API_HOST}${path}` : path;
}
