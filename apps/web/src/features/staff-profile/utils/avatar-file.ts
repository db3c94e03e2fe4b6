import { isOneOf } from '@jono/contract/rules/one-of';

/** What the server accepts as an avatar (it re-encodes it to WebP). */
export const avatarTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's upload limit: 5 MB. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export type AvatarProblem = 'type' | 'size';

/**
 * Checked in the browser before anything is sent, so a wrong file is told at once. The
 * server decodes the picture itself, so a renamed file is still refused there.
 */
export function avatarProblemOf(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (!isOneOf(avatarTypes, file.type)) return 'type';
  if (file.size > MAX_AVATAR_BYTES) return 'size';
  return null;
}
