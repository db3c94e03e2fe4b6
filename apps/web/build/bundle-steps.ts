import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { publishBuild } from './publish.ts';

/**
 * Every chunk begins with V8's compile hint: Chromium then compiles all its functions on the
 * thread that streams the download, instead of each on the main thread at its first call.
 * Making the router was 26 to 66 ms of a start's main thread on this machine, nearly all of it
 * compiling React Router's code (a second router took 3 to 6 ms); with the hint, 5 to 13. The
 * build splits by page, so a chunk is fetched when a page runs it: the hint on the lazy chunks
 * too took the shop page's main-thread compiling from 77 to 34 ms (175 with no hint at all).
 * Engines without the hint read a comment.
 */
export function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'jono-compile-hints',
    apply: 'build',
    // The file names' hashes cover the added line, so a cached copy without it is never reused.
    augmentChunkHash: () => hint,
    // After Vite's own additions to the chunks (a lazy chunk's preload map leads some): V8
    // reads the hint only as a script's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = hint + file.code;
        }
      },
    },
  };
}

/**
 * Vite writes the build into its own folder (build.outDir, emptied first); once it is whole
 * and compressed, build/publish.ts moves it into the folder the server reads, where the build
 * it replaces keeps its files for a week. Built in place, a running server answered the new
 * index.html before its files, or their brotli copies, were whole, and pages opened on the
 * old build lost their lazy chunks (docs/decisions/0009-builds-published-beside-the-last.md).
 */
export function publish(publishedDir: string): Plugin {
  let root = '.';
  let outDir = 'dist.next';
  let failed = false;
  return {
    name: 'jono-publish',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      // A failed build has nothing to publish; its own error is the one to show.
      if (failed) return;
      await precompress(outDir);
      await publishBuild({ from: outDir, to: resolve(root, publishedDir), now: Date.now() });
    },
  };
}
