import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepRetiredFilesMs, publishBuild } from './publish.ts';

const day = 24 * 60 * 60 * 1000;

describe('publishing a build beside the one the server reads', () => {
  let parent: string;
  let dist: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'jono-publish-'));
    dist = join(parent, 'dist');
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  /** A build as Vite leaves it in its staging folder: relative path -> contents. */
  const stage = (files: Record<string, string>) => {
    const staging = join(parent, 'dist.next');
    rmSync(staging, { recursive: true, force: true });
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), body);
    }
    return staging;
  };
  const build = (name: string) => ({
    'index.html': `<title>${name}</title><script src="/assets/index-${name}.js"></script>`,
    'boot.js': `// boot of ${name}`,
    [`assets/index-${name}.js`]: `import("./Tracking-${name}.js")`,
    [`assets/Tracking-${name}.js`]: `// tracking of ${name}`,
    [`assets/Tracking-${name}.js.br`]: `brotli of ${name}`,
  });
  const read = (path: string) => readFileSync(join(dist, path), 'utf8');
  const has = (path: string) => existsSync(join(dist, path));

  it('serves the new build and keeps the files of the one it replaced', async () => {
    await publishBuild({ from: stage(build('aaa')), to: dist, now: 0 });
    await publishBuild({ from: stage(build('bbb')), to: dist, now: 1 * day });

    expect(read('index.html')).toContain('<title>bbb</title>');
    expect(read('boot.js')).toBe('// boot of bbb');
    expect(read('assets/Tracking-bbb.js')).toBe('// tracking of bbb');
    // A page still open on the old build loads its lazy chunk after the upgrade.
    expect(read('assets/Tracking-aaa.js')).toBe('// tracking of aaa');
    expect(read('assets/Tracking-aaa.js.br')).toBe('brotli of aaa');
    expect(existsSync(join(parent, 'dist.next'))).toBe(false);
  });

  it('removes a replaced file once it has been out of the build for the keeping time', async () => {
    await publishBuild({ from: stage(build('aaa')), to: dist, now: 0 });
    // aaa is replaced on day 30, after a month in service: its time counts from then.
    await publishBuild({ from: stage(build('bbb')), to: dist, now: 30 * day });
    await publishBuild({ from: stage(build('ccc')), to: dist, now: 36 * day });
    expect(has('assets/Tracking-aaa.js')).toBe(true);
    expect(has('assets/Tracking-bbb.js')).toBe(true);

    await publishBuild({ from: stage(build('ddd')), to: dist, now: 30 * day + keepRetiredFilesMs });
    expect(has('assets/Tracking-aaa.js')).toBe(false);
    expect(has('assets/Tracking-aaa.js.br')).toBe(false);
    expect(has('assets/index-aaa.js')).toBe(false);
    expect(has('assets/Tracking-bbb.js')).toBe(true);
    expect(has('assets/Tracking-ccc.js')).toBe(true);
    expect(read('assets/Tracking-ddd.js')).toBe('// tracking of ddd');
  });

  it('keeps the files of a folder built before there was a record, for the keeping time', async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'Tracking-old.js'), '// tracking, old');
    await publishBuild({ from: stage(build('aaa')), to: dist, now: 100 * day });
    expect(read('assets/Tracking-old.js')).toBe('// tracking, old');
    await publishBuild({
      from: stage(build('bbb')),
      to: dist,
      now: 100 * day + keepRetiredFilesMs,
    });
    expect(has('assets/Tracking-old.js')).toBe(false);
  });

  it('brings back a file a later build makes again, and keeps it while it is in the build', async () => {
    await publishBuild({ from: stage(build('aaa')), to: dist, now: 0 });
    await publishBuild({ from: stage(build('bbb')), to: dist, now: 1 * day });
    await publishBuild({ from: stage(build('aaa')), to: dist, now: 2 * day });
    await publishBuild({ from: stage(build('aaa')), to: dist, now: 2 * day + keepRetiredFilesMs });
    expect(read('assets/Tracking-aaa.js')).toBe('// tracking of aaa');
    expect(has('assets/Tracking-bbb.js')).toBe(false);
  });
});

describe('the web build', () => {
  // The server reads apps/web/dist; Vite must never empty or half-write it.
  it('writes into a staging folder and publishes into dist', async () => {
    const root = dirname(import.meta.dirname);
    const config = await resolveConfig({ root, configFile: join(root, 'vite.config.ts') }, 'build');
    expect(config.build.outDir).toBe('dist.next');
    expect(config.build.emptyOutDir).toBe(true);
    expect(config.plugins.map((plugin) => plugin.name)).toContain('jono-publish');
  });
});
