import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseWebEnv } from './src/config/env-schema.ts';

const apiTarget = 'http://localhost:3000';
const languages = new Set(['en', 'fi', 'es', 'sv']);

const vendorGroups = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'router', packages: ['react-router', 'cookie', 'set-cookie-parser'] },
  {
    name: 'state',
    packages: [
      '@reduxjs',
      'immer',
      'redux',
      'redux-thunk',
      'reselect',
      'react-redux',
      'redux-persist',
      'use-sync-external-store',
      '@standard-schema',
    ],
  },
  { name: 'i18n', packages: ['i18next', 'react-i18next'] },
];

/**
 * Spec section 7: on a local development host translations may be re-loaded from
 * /translations/{lng}. The dev server answers that from the bundled locale files.
 */
function devTranslations(): Plugin {
  return {
    name: 'jono-dev-translations',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/translations', async (req, res, next) => {
        const language = (req.url ?? '').replace(/^\//, '').split(/[/?#]/)[0] ?? '';
        if (!languages.has(language)) return next();
        const file = new URL(`./src/locales/${language}.json`, import.meta.url);
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(await readFile(file, 'utf8'));
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  // Fails the dev server or the build on a bad VITE_* value (see src/config/env-schema.ts).
  parseWebEnv(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));

  return {
    plugins: [react(), tailwindcss(), devTranslations()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Libraries of the first load get chunks of their own, so a release that only
          // changes app code keeps them cached. Everything else splits by route as usual.
          codeSplitting: {
            groups: vendorGroups.map(({ name, packages }) => ({
              name,
              test: new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
            })),
          },
        },
      },
    },
  };
});
