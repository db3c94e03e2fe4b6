// Fails on an import against the directions of DESIGN section 3, or on an import cycle.
// Usage: node scripts/check-imports.mjs   (exit 1 and one line per problem on failure)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

function resolveLocal(fromFile, specifier, fileSet) {
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

const workspaceOf = (file) =>
  ['packages/contract', 'apps/server', 'apps/web', 'e2e'].find((w) => file.startsWith(`${w}/`));

/** The web's layers: a file may import its own layer's shared parts and anything lower. */
function webLayer(file) {
  const rest = file.slice('apps/web/src/'.length);
  // The entry (main.tsx) is the composition root above everything.
  if (!rest.includes('/')) return { rank: 3, name: rest };
  if (rest.startsWith('app/')) return { rank: 2, name: 'app' };
  if (rest.startsWith('features/'))
    return { rank: 1, name: 'features', feature: rest.split('/')[1] };
  return { rank: 0, name: rest.split('/')[0] };
}

function serverPart(file) {
  const rest = file.slice('apps/server/src/'.length);
  const [top, second] = rest.split('/');
  return { top, module: top === 'modules' ? second : undefined, rest };
}

const contractAllowed = new Set(['zod', 'libphonenumber-js']);

/** The rules of DESIGN section 3, for one import edge. Returns a reason, or null when fine. */
export function directionProblem(from, specifier, to) {
  const fromWs = workspaceOf(from);
  if (specifier.startsWith('@jono/')) {
    const target = specifier.split('/').slice(0, 2).join('/');
    if (target !== '@jono/contract') return `imports ${target}: only @jono/contract is shared`;
    if (fromWs === 'packages/contract') return 'the contract imports itself by package name';
    return null;
  }
  if (!to) {
    const isTest = /\.test\.tsx?$/.test(from);
    if (fromWs === 'packages/contract' && !isTest && !specifier.startsWith('.')) {
      const pkg = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      if (!contractAllowed.has(pkg))
        return `the contract may import only zod and small pure libraries, not ${pkg}`;
    }
    return null;
  }
  const toWs = workspaceOf(to);
  if (fromWs !== toWs) return `crosses from ${fromWs} into ${toWs}`;

  if (fromWs === 'apps/web') {
    const a = webLayer(from);
    const b = webLayer(to);
    if (b.rank > a.rank)
      return `${a.name} imports ${b.name}: the web flows app -> features -> shared`;
    if (a.name === 'features' && b.name === 'features' && a.feature !== b.feature)
      return `feature ${a.feature} imports feature ${b.feature}: features never import each other`;
  }

  if (fromWs === 'apps/server') {
    const a = serverPart(from);
    const b = serverPart(to);
    if (
      ['db', 'lib', 'config.ts'].includes(a.top) &&
      ['modules', 'plugins', 'app.ts'].includes(b.top)
    )
      return `${a.top} imports ${b.top}: lower layers never reach up`;
    if (a.top === 'plugins' && b.top === 'modules') return 'a plugin imports a domain module';
    if (a.module && b.module && a.module !== b.module && !/\.(service|events)\.ts$/.test(b.rest))
      return `module ${a.module} reaches into ${b.rest}: use its service or events`;
    if (/\.routes\.ts$/.test(from) && b.top === 'db')
      return 'a route talks to the database: routes -> service -> db';
  }
  return null;
}

/** Tarjan's strongly connected components: every component of more than one file is a cycle. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const lowlinks = new Map();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node))
        cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/** All problems of a tree given as { path: source }. */
export function checkImports(sources) {
  const fileSet = new Set(Object.keys(sources));
  const graph = new Map();
  const problems = [];
  for (const [file, source] of Object.entries(sources)) {
    const edges = [];
    for (const specifier of importsOf(source)) {
      const target = resolveLocal(file, specifier, fileSet);
      const problem = directionProblem(file, specifier, target);
      if (problem) problems.push(`${file}: '${specifier}' ${problem}`);
      if (target) edges.push(target);
    }
    graph.set(file, edges);
  }
  for (const cycle of findCycles(graph)) problems.push(`import cycle: ${cycle.join(' -> ')}`);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const files = listSourceFiles(repoRoot);
  const sources = Object.fromEntries(
    files.map((f) => [f, readFileSync(join(repoRoot, f), 'utf8')]),
  );
  const problems = checkImports(sources);
  if (problems.length > 0) {
    console.error(
      `Import directions broken (DESIGN section 3):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Import directions hold across ${files.length} files, no cycles.`);
}
