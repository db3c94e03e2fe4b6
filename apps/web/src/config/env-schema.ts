import { z } from 'zod';

/**
 * The web app's environment. Vite fixes VITE_* values at build time, so vite.config.ts
 * validates them with this schema when the dev server starts or a build runs: a bad value
 * fails the build instead of a customer's browser, and zod stays out of the bundle.
 */
export const envSchema = z.object({
  /** Origin of the API server; '' (the default) means the same origin as the app. */
  VITE_API_HOST: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .default('')
    .transform((host) => host.replace(/\/+$/, '')),
});

export type WebEnv = z.infer<typeof envSchema>;

export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = envSchema.safeParse({ VITE_API_HOST: source.VITE_API_HOST || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid web environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
