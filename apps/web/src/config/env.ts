/**
 * Runtime view of the environment. The values were validated by `parseWebEnv`
 * (env-schema.ts) when the build ran; here they only get their final shape.
 */
export const env = {
  /** '' means the API is on the same origin as the app. */
  API_HOST: (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, ''),
} as const;
