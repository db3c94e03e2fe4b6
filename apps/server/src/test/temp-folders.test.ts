import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from './temp-folders';

describe('temporary folders', () => {
  const made: string[] = [];

  describe('a block that makes some', () => {
    const folder = tempFolders('jono-temp-folders-test-');

    it('makes a fresh, empty folder each time, named with the prefix', () => {
      const first = folder();
      const second = folder();
      made.push(first, second);
      expect(first).not.toBe(second);
      for (const dir of made) {
        expect(basename(dir)).toMatch(/^jono-temp-folders-test-/);
        expect(readdirSync(dir)).toEqual([]);
      }
      mkdirSync(join(first, 'nested'));
      writeFileSync(join(first, 'nested', 'file.txt'), 'kept until the block ends');
    });

    it('keeps them for the rest of the block', () => {
      for (const dir of made) expect(existsSync(dir)).toBe(true);
    });
  });

  it('removes them, with what was written in them, once that block has run', () => {
    expect(made).toHaveLength(2);
    for (const dir of made) expect(existsSync(dir)).toBe(false);
  });
});
