import { describe, expect, it } from 'vitest';

/**
 * What the customer's first load may pull in, checked on the source: everything main.tsx
 * reaches through static imports (`import type` and `import()` do not count). Import
 * directions and cycles are checked repo-wide by scripts/check-imports.mjs.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const staticImport =
  /^\s*(?:import|export)\s+(?!type\b)(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;

function specifiersOf(file: string): string[] {
  const code = sources[file] ?? '';
  return [...code.matchAll(staticImport)].map((match) => match[1] as string);
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `/src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = new URL(specifier, `file://${from}`).pathname;
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (candidate in sources) return candidate;
  }
  return null;
}

const graph = new Map(
  Object.keys(sources).map((file) => [
    file,
    specifiersOf(file).map((specifier) => ({ specifier, target: resolve(file, specifier) })),
  ]),
);

function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { target } of graph.get(file) ?? []) if (target) visit(target);
  };
  visit(entry);
  return seen;
}

describe('first load of the customer app', () => {
  it('finds the sources', () => {
    expect(Object.keys(sources)).toContain('/src/main.tsx');
    expect(graph.get('/src/main.tsx')?.length).toBeGreaterThan(0);
  });

  // The contract's pure rules (cart totals, distance, how dates and times are written, the
  // formatters they keep, what a shop's estimates say of themselves), its languages, error codes and web paths are small and zod-free, so
  // they may come along; its schemas, and zod with them, may not.
  it('keeps the dashboard, the contract schemas, zod and sonner out of the first load', () => {
    const firstLoad = reachableFrom('/src/main.tsx');
    const dashboardCode = [...firstLoad].filter(
      (file) => file.includes('/routes/dashboard/') || file.includes('/layouts/dashboard-'),
    );
    expect(dashboardCode).toEqual([]);

    const heavy = [...firstLoad].flatMap((file) =>
      (graph.get(file) ?? [])
        .filter(({ specifier }) =>
          /^(@jono\/contract(?!\/(rules\/(cart|money|distance|search|time-range|written-forms|kept-per-key|shop-avatar|estimate-accuracy)|languages|web-paths|error-codes)$)|zod|sonner)(\/|$)/.test(
            specifier,
          ),
        )
        .map(({ specifier }) => `${file} -> ${specifier}`),
    );
    expect(heavy).toEqual([]);
  });

  // The home page is the first load of most visits: the socket client and the toaster come
  // after it (dynamic imports), the contract's schemas and the phone rules never.
  it('keeps the contract schemas, zod, sonner and socket.io-client out of the home page', () => {
    const home = reachableFrom('/src/app/routes/app/home.tsx');
    expect(home.has('/src/features/customer-shops/components/shop-finder.tsx')).toBe(true);
    const heavy = [...home].flatMap((file) =>
      (graph.get(file) ?? [])
        .filter(({ specifier }) =>
          /^(@jono\/contract(?!\/(rules\/(cart|money|distance|search|time-range|written-forms|kept-per-key|shop-avatar|estimate-accuracy)|languages|web-paths|error-codes)$)|zod|sonner|socket\.io-client|libphonenumber-js|@\/lib\/socket)(\/|$)/.test(
            specifier,
          ),
        )
        .map(({ specifier }) => `${file} -> ${specifier}`),
    );
    expect(heavy).toEqual([]);
  });
});
