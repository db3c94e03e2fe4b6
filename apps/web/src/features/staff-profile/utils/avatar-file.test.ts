import { describe, expect, it } from 'vitest';
import { avatarProblemOf, MAX_AVATAR_BYTES } from './avatar-file';

describe('avatar file check', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(avatarProblemOf({ type, size: MAX_AVATAR_BYTES })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses the type %j', (type) => {
    expect(avatarProblemOf({ type, size: 10 })).toBe('type');
  });

  it('refuses one byte over 5 MB', () => {
    expect(MAX_AVATAR_BYTES).toBe(5 * 1024 * 1024);
    expect(avatarProblemOf({ type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe('size');
  });
});
