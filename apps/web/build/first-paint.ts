import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** What index.html paints before any JavaScript runs, and when the app's scripts come. */

/**
 * index.html paints the page's frame before any JavaScript runs (decision 0006). Its words
 * (`{{t:key}}`) come from the customer texts, in every language; boot.js has set the
 * page's language, so CSS shows the one in use and the others never paint.
 */
export function appShellTexts(languages: ReadonlySet<string>): Plugin {
  return {
    name: 'jono-app-shell-texts',
    // Before Vite reads the page's inline style, which holds a placeholder too.
    transformIndexHtml: { order: 'pre', handler: (html: string) => fillAppShell(html, languages) },
  };
}

async function fillAppShell(html: string, languages: ReadonlySet<string>): Promise<string> {
  const texts = new Map(
    await Promise.all(
      [...languages].map(
        async (language) =>
          [
            language,
            JSON.parse(
              await readFile(new URL(`../src/locales/${language}.json`, import.meta.url), 'utf8'),
            ) as unknown,
          ] as const,
      ),
    ),
  );
  const text = (language: string, key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        texts.get(language),
      );
    if (typeof value !== 'string') throw new Error(`index.html: no text ${key} in ${language}`);
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  };
  const hidden = [...languages]
    .map((language) => `html:not([lang="${language}"]) [data-shell-lang="${language}"]`)
    .join(', ');
  return html
    .replace('/* shell-language-rules */', `${hidden} { display: none; }`)
    .replace(/\{\{t:([\w.]+)\}\}/g, (_match, key: string) =>
      [...languages]
        .map((language) => `<span data-shell-lang="${language}">${text(language, key)}</span>`)
        .join(''),
    );
}

/**
 * The stylesheet comes first in <head>, before boot.js: the frame index.html paints needs only
 * the two of them.
 */
export function stylesheetFirst(): Plugin {
  const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
  const boot = '<script src="/boot.js"></script>';
  return {
    name: 'jono-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheet) ?? [];
        if (links.length === 0 || !html.includes(boot)) return html;
        return html
          .replace(stylesheet, '')
          .replace(boot, `${links.map((link) => link.trim()).join('\n    ')}\n    ${boot}`);
      },
    },
  };
}

/**
 * The app's scripts are not fetched or run before the page's frame has painted: the build moves
 * the entry's `<script>` and its preloads into an inert `<template id="app-start">` (the entry
 * as a preload marked `data-app-entry`), and public/boot.js puts them in the page after the
 * first frame. Run at once, a module script evaluated before that frame and held it back; and
 * preloaded at once, the first load's scripts shared a phone's slow line with the stylesheet
 * the frame needs (Lighthouse: LCP, the frame's heading, at about 2 s though its own bytes were
 * in at 1.2 s).
 */
export function appAfterFirstPaint(): Plugin {
  const entryScript = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
  const preload = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
  return {
    name: 'jono-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html: no module script for the app entry');
        const links = [
          `<link rel="modulepreload" crossorigin href="${entry}" data-app-entry>`,
          ...(html.match(preload) ?? []).map((link) => link.trim()),
        ];
        return html
          .replace(entryScript, '')
          .replace(preload, '')
          .replace(
            '<script src="/boot.js"></script>',
            `<script src="/boot.js"></script>\n    <template id="app-start">${links.join('')}</template>`,
          );
      },
    },
  };
}
