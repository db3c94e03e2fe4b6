import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { textSections } from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Works both from this folder (`npx vitest run`) and as the `web` project of the root config.
export default defineConfig({
  root,
  // The customer texts split as in the build (src/locales/sections.ts).
  plugins: [textSections(), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
