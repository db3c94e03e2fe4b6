import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
// The config is bundled on its own, with workspace packages left to Node, which cannot load
// TypeScript: the contract's file is named by its path, so it is bundled in.
import { languages as contractLanguages } from '../../packages/contract/src/languages.ts';
import { compileHints, publish } from './build/bundle-steps.ts';
import { appAfterFirstPaint, appShellTexts, stylesheetFirst } from './build/first-paint.ts';
import { parseWebEnv } from './src/config/env-schema.ts';
import { lateTextSections } from './src/locales/sections.ts';

const apiTarget = 'http://localhost:3000';
const languages: ReadonlySet<string> = new Set(contractLanguages);

const vendorGroups = [
  { name: 'react', packages: ['preact'] },
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
 * On a local development host translations may be re-loaded from
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
        const read = async (path: string) =>
          JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8')) as object;
        // Customer and staff texts together: the app merges what it has loaded.
        const texts = {
          ...(await read(`./src/locales/${language}.json`)),
          ...(await read(`./src/locales/staff/${language}.json`)),
        };
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(texts));
      });
    },
  };
}

const lateSections: ReadonlySet<string> = new Set(lateTextSections);
const textsRequest = /[\\/]src[\\/]locales[\\/](\w+)\.json\?texts=(\w+)$/;

/**
 * Splits a language's customer texts as src/locales/sections.ts says: `<language>.json?texts=first`
 * is the file without the sections only some pages use, `?texts=<section>` one such section
 * alone, each a module whose default export is those texts (src/lib/i18n.ts makes a chunk of
 * each).
 */
export function textSections(): Plugin {
  const pick = (texts: Record<string, unknown>, part: string) => {
    if (part === 'first') {
      return Object.fromEntries(Object.entries(texts).filter(([key]) => !lateSections.has(key)));
    }
    return lateSections.has(part) && part in texts ? { [part]: texts[part] } : null;
  };
  return {
    name: 'jono-text-sections',
    enforce: 'pre',
    async load(id) {
      const part = textsRequest.exec(id)?.[2];
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = pick(JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>, part);
      if (!texts) this.error(`${file}: no section ${part} of src/locales/sections.ts`);
      return `export default ${JSON.stringify(texts)};\n`;
    },
  };
}

/**
 * public/boot.js runs before anything else and learns what the built app's files are called
 * from the build, which writes them in place of its placeholders:
 * - each language's texts are a chunk of their own (src/lib/i18n.ts): boot.js knows the saved
 *   language first, so it preloads the one in use alongside the app instead of after it;
 * - the Intl warm-up worker (src/app/boot/intl-warm-up.worker.ts), which it starts at once.
 */
function bootScript(): Plugin {
  const localeChunksPlaceholder = 'const localeChunks = {};';
  const warmUpPlaceholder = "const intlWarmUp = '';";
  const warmUpEntry = fileURLToPath(
    new URL('./src/app/boot/intl-warm-up.worker.ts', import.meta.url),
  );
  let base = '/';
  let warmUpRef = '';
  return {
    name: 'jono-boot-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      warmUpRef = this.emitFile({ type: 'chunk', id: warmUpEntry, name: 'intl-warm-up' });
    },
    async generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        const language = file.type === 'chunk' ? localeOf(file.facadeModuleId) : null;
        if (language && file.type === 'chunk') chunks[language] = `${base}${file.fileName}`;
      }
      const missing = [...languages].filter((language) => !chunks[language]);
      if (missing.length > 0) this.error(`no chunk for the texts of ${missing.join(', ')}`);
      let boot = await readFile(new URL('./public/boot.js', import.meta.url), 'utf8');
      for (const [placeholder, value] of [
        [localeChunksPlaceholder, `const localeChunks = ${JSON.stringify(chunks)};`],
        [warmUpPlaceholder, `const intlWarmUp = '${base}${this.getFileName(warmUpRef)}';`],
      ] as const) {
        if (!boot.includes(placeholder)) this.error(`public/boot.js lost "${placeholder}"`);
        boot = boot.replace(placeholder, value);
      }
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: boot });
    },
  };
}

/**
 * Preact's React layer stands in for React and React DOM, in the pages and in the libraries
 * (React Router, react-redux, react-i18next, ...): 10 KB gzipped instead of 66 on every first
 * load (docs/decisions/0006-preact-for-the-web.md).
 */
export const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/** The language whose first-load texts a chunk holds, if any. */
function localeOf(moduleId: string | null): string | null {
  const [, language, part] = textsRequest.exec(moduleId ?? '') ?? [];
  if (part !== 'first') return null;
  return language && languages.has(language) ? language : null;
}

export default defineConfig(({ mode, isPreview }) => {
  // Fails the dev server or the build on a bad VITE_* value (see src/config/env-schema.ts).
  parseWebEnv(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));

  return {
    plugins: [
      textSections(),
      react(),
      tailwindcss(),
      devTranslations(),
      appShellTexts(languages),
      stylesheetFirst(),
      appAfterFirstPaint(),
      bootScript(),
      compileHints(),
      publish('dist'),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...preactForReact,
      ],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      },
    },
    build: {
      // The build's own folder: publish() moves it into dist, which the server (and a preview)
      // reads.
      outDir: isPreview ? 'dist' : 'dist.next',
      emptyOutDir: true,
      // index.html keeps its preloads. A lazy route's own imports are not preloaded: Vite does
      // it by adding a <link> per chunk from script, and the shop page's 60 small chunks made
      // that 150 ms of main thread before its first paint on this machine (Lighthouse mobile:
      // TBT 1.4 -> 0.9 s there, 1.9 -> 0.6 s on `/`). The browser fetches them once the
      // route's chunk is parsed.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
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
