import { describe, expect, it } from 'vitest';

/**
 * Cache tags are named once, as constants exported from the feature's api/ (a tag two features
 * share, the team, sits in lib/api-client): a tag written as a string where the cache is
 * read or invalidated would silently stop matching when its name changes.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const tagList =
  /\b(?:providesTags|invalidatesTags|addTagTypes|tagTypes|invalidateTags)\b[^[\n]*\[([^\]]*)\]/g;
const tagDefinition = /^export const \w+Tags? = (?:'(\w+)'|\{([^}]*)\})/gm;

/** The tags a piece of code writes as string literals where a cache is tagged. */
function tagsWrittenAsStrings(code: string): string[] {
  return [...code.matchAll(tagList)].flatMap(([, list]) =>
    [...(list ?? '').matchAll(/['"](\w+)['"]/g)].map((match) => match[1] as string),
  );
}

describe('cache tags', () => {
  it('finds a tag written as a string (the check can fail)', () => {
    expect(tagsWrittenAsStrings("providesTags: ['Team'],")).toEqual(['Team']);
    expect(tagsWrittenAsStrings("dispatch(util.invalidateTags(['ShopQueue', queueTag]))")).toEqual([
      'ShopQueue',
    ]);
    expect(tagsWrittenAsStrings('invalidatesTags: [queueTag, teamTag],')).toEqual([]);
  });

  it('are never written as strings where the cache is tagged or invalidated', () => {
    const found = Object.entries(sources).flatMap(([file, code]) =>
      tagsWrittenAsStrings(code).map((tag) => `${file}: '${tag}'`),
    );
    expect(found).toEqual([]);
  });

  it('are each named once, in one api/ or in lib/api-client', () => {
    const names = Object.entries(sources).flatMap(([file, code]) =>
      [...code.matchAll(tagDefinition)].flatMap(([, single, many]) => {
        const tags = single ? [single] : [...(many ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
        return tags.map((tag) => ({ file, tag }));
      }),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const { file } of names) {
      expect(file).toMatch(/^\/src\/(features\/[\w-]+\/api\/|lib\/api-client\.ts$)/);
    }
    const tags = names.map(({ tag }) => tag);
    expect(new Set(tags).size).toBe(tags.length);
  });
});
