/**
 * The contract's shopPaths, written out: importing them from `@jono/contract/api/shops`
 * would bring zod along into the home page's first load. shop-paths.test.ts keeps the two
 * equal.
 */
export const shopPaths = {
  list: '/api/shops',
  detail: (id: string) => `/api/shops/${encodeURIComponent(id)}`,
} as const;
