import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, pictureProblemOf } from './picture-file';

describe('a picture chosen for upload', () => {
  it('is a JPEG, PNG or WebP of at most 5 MB', () => {
    expect(pictureProblemOf({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(pictureProblemOf({ type: 'image/webp', size: MAX_PICTURE_BYTES })).toBeNull();
    expect(pictureProblemOf({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(pictureProblemOf({ type: '', size: 1000 })).toBe('type');
    expect(pictureProblemOf({ type: 'image/png', size: MAX_PICTURE_BYTES + 1 })).toBe('size');
  });
});
