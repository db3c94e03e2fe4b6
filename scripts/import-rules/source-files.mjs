// Which files the import check reads, and where each of their imports leads.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const sourceRoots = ['packages/contract/src', 'apps/server/src', 'apps/web/src', 'e2e'];
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every TypeScript file below the source roots, as repo-relative paths. */
export function listSourceFiles(repoRoot) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const root of sourceRoots) {
    const dir = join(repoRoot, root);
    if (existsSync(dir)) walk(dir);
  }
  return files.map((f) => relative(repoRoot, f));
}

export function importsOf(source) {
  const specifiers = [];
  for (const match of source.matchAll(importPattern)) specifiers.push(match[1] ?? match[2]);
  return specifiers;
}

export function resolveLocal(fromFile, specifier, fileSet) {
  let base;
  if (specifier.startsWith('.')) base = join(dirname(fromFile), specifier);
  else if (specifier.startsWith('@/') && fromFile.startsWith('apps/web/'))
    base = join('apps/web/src', specifier.slice(2));
  else return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((c) => fileSet.has(c)) ?? null;
}
