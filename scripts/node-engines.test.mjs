import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node version the README and `engines` promise is the one every installed package must
 * run on: a dependency that declares a newer Node (npm's EBADENGINE warning) may use what the
 * promised one lacks, so it is pinned (package.json `overrides`) to a version that declares it.
 */
const root = join(fileURLToPath(import.meta.url), '..', '..');
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('the Node version we promise', () => {
  const promised = readJson('package.json').engines.node;
  const oldest = semver.minVersion(promised)?.version;

  it('is stated once, and the README says the same', () => {
    const [major, minor] = (oldest ?? '').split('.');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(
      `Node.js ${major}.${minor} or newer`,
    );
  });

  it('is one every locked package declares it runs on', () => {
    const { packages } = readJson('package-lock.json');
    const refusing = Object.entries(packages)
      .filter(([, meta]) => typeof meta.engines?.node === 'string')
      .filter(([, meta]) => !semver.satisfies(oldest, meta.engines.node))
      .map(([path, meta]) => `${path}@${meta.version} wants node ${meta.engines.node}`);
    expect(refusing).toEqual([]);
  });
});
