// Fails on an import against the layer directions, on an import cycle between files, on two
// server modules depending on each other (directly or round a longer cycle), on a table used
// outside its owning module, and on an external plugin importing an app plugin.
// Usage: node scripts/check-imports.mjs   (exit 1 and one line per problem on failure)
//        node scripts/check-imports.mjs --modules   (the module table of docs/architecture.md)
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

/** Pure, dependency-free libraries both sides run alike: schemas, phone numbers, time zones. */
const contractAllowed = new Set(['zod', 'libphonenumber-js', '@date-fns/tz']);

/** The layer directions, for one import edge. Returns a reason, or null when fine. */
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
    // External plugins wrap third-party middleware and must load without the app's own plugins.
    if (a.rest.startsWith('plugins/external/') && b.rest.startsWith('plugins/app/'))
      return 'an external plugin imports an app plugin';
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

/**
 * The one module that writes and reads each table; every other module asks that module's
 * service. A table missing here fails the check, so a new table is given an owner when it is
 * made. The mail outbox belongs to the mail plugin: modules enqueue through app.mail.
 */
export const tableOwners = {
  shops: 'shops',
  shopBookingHours: 'booking',
  holidays: 'booking',
  blockedPhones: 'shops',
  shopPhotos: 'shops',
  queueEntries: 'queue',
  shopWaitModels: 'queue',
  bookings: 'booking',
  bookingSlotClaims: 'booking',
  shopReminderSettings: 'booking',
  bookingReminders: 'booking',
  bookingPushSubscriptions: 'booking',
  waitlistEntries: 'booking',
  payments: 'payments',
  refundRequests: 'refunds',
  staffMessages: 'notifications',
  pushSubscriptions: 'queue',
  serviceCategories: 'catalog',
  services: 'catalog',
  addons: 'catalog',
  serviceAddons: 'catalog',
  staffUsers: 'auth',
  sessions: 'auth',
  oneTimeTokens: 'auth',
  loginThrottle: 'auth',
  auditEntries: 'audit',
  customerEmailProofs: 'privacy',
  reviews: 'reviews',
  mailOutbox: 'plugins/app/mail',
  // Written by migrations and read at start, before any module runs.
  schemaCompatibility: 'db/migrate',
};

/**
 * Modules that may read every table: analytics is a read model over the whole business (its
 * figures join queue entries, bookings, payments and refunds in one query), and writes nothing.
 */
export const readEverything = new Set(['analytics']);

/**
 * Tangles that predate the module rules and are being undone; entries are exact problem lines.
 * This list only shrinks: an entry that no longer happens fails the check until it is removed.
 */
export const knownViolations = [];

const schemaDir = 'apps/server/src/db/schema';
const namedImportPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** The table names a file imports from the schema (type-only imports count: they couple too). */
export function tablesUsedBy(file, source, fileSet) {
  const used = new Set();
  for (const match of source.matchAll(namedImportPattern)) {
    const target = resolveLocal(file, match[2], fileSet);
    const fromSchema =
      target === `${schemaDir}.ts` || (target?.startsWith(`${schemaDir}/`) ?? false);
    if (!fromSchema) continue;
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && /^[a-z]/.test(name) && name in tableOwners) used.add(name);
    }
  }
  return [...used];
}

/** The tables the schema declares, by name in code and in SQL. */
function declaredTableNames(sources) {
  const names = new Map();
  for (const [file, source] of Object.entries(sources)) {
    if (!file.startsWith(`${schemaDir}/`) && file !== `${schemaDir}.ts`) continue;
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      names.set(match[1], match[2]);
    }
  }
  return names;
}

/** The tables the schema declares, so that a table without an owner is noticed. */
const declaredTables = (sources) => [...declaredTableNames(sources).keys()];

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/src/test/');

/** Which server module imports which other modules (tests aside). */
function moduleGraphOf(fileEdges) {
  const moduleGraph = new Map();
  for (const [file, targets] of fileEdges) {
    if (!file.startsWith('apps/server/src/modules/') || isTestFile(file)) continue;
    const from = serverPart(file).module;
    if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
    for (const target of targets) {
      if (!target.startsWith('apps/server/src/modules/')) continue;
      const to = serverPart(target).module;
      if (to !== from) moduleGraph.get(from).add(to);
    }
  }
  return moduleGraph;
}

/** The module problems: two-way or cyclic dependencies between modules, tables out of place. */
function moduleProblems(sources, fileSet, fileEdges) {
  const problems = [];
  const moduleGraph = moduleGraphOf(fileEdges);
  const pairs = new Set();
  for (const [a, targets] of moduleGraph)
    for (const b of targets)
      if (a < b && moduleGraph.get(b)?.has(a)) {
        pairs.add(`${a}|${b}`);
        problems.push(`modules ${a} and ${b} import each other: one of them must go one way`);
      }
  const graph = new Map([...moduleGraph].map(([m, targets]) => [m, [...targets]]));
  for (const cycle of findCycles(graph)) {
    if (cycle.length === 2 && pairs.has(`${cycle[0]}|${cycle[1]}`)) continue;
    problems.push(`modules depend on each other round a cycle: ${cycle.join(', ')}`);
  }

  for (const table of declaredTables(sources))
    if (!(table in tableOwners))
      problems.push(`table ${table} has no owning module in tableOwners`);
  for (const [file, source] of Object.entries(sources)) {
    // Tests set up rows directly; plugins and lib sit below the modules and cannot call them.
    if (!file.startsWith('apps/server/src/modules/') || isTestFile(file)) continue;
    const module = serverPart(file).module;
    if (readEverything.has(module)) continue;
    for (const table of tablesUsedBy(file, source, fileSet)) {
      const owner = tableOwners[table];
      if (owner !== module)
        problems.push(`${file}: uses table ${table}, which module ${owner} owns: call its service`);
    }
  }
  return problems;
}

/** All problems of a tree given as { path: source }, less the known violations. */
export function checkImports(sources, known = []) {
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
  problems.push(...moduleProblems(sources, fileSet, graph));
  const knownSet = new Set(known);
  const found = new Set(problems);
  return [
    ...problems.filter((p) => !knownSet.has(p)),
    ...known
      .filter((k) => !found.has(k))
      .map((k) => `known violation no longer happens, remove it from knownViolations: ${k}`),
  ];
}

/** The file import edges of a tree, each import resolved to a file of the tree. */
function fileEdgesOf(sources) {
  const fileSet = new Set(Object.keys(sources));
  const graph = new Map();
  for (const [file, source] of Object.entries(sources)) {
    graph.set(
      file,
      importsOf(source)
        .map((specifier) => resolveLocal(file, specifier, fileSet))
        .filter(Boolean),
    );
  }
  return graph;
}

/**
 * docs/architecture.md's table of modules, from the code: each server module with the tables
 * it owns (SQL names) and the modules it imports, sorted by name.
 */
export function moduleTable(sources) {
  const tables = declaredTableNames(sources);
  const graph = moduleGraphOf(fileEdgesOf(sources));
  return [...graph.keys()].sort().map((module) => ({
    module,
    owns: Object.entries(tableOwners)
      .filter(([, owner]) => owner === module)
      .map(([table]) => tables.get(table) ?? table)
      .sort(),
    uses: [...(graph.get(module) ?? [])].sort(),
  }));
}

const readTree = (repoRoot, files) =>
  Object.fromEntries(files.map((f) => [f, readFileSync(join(repoRoot, f), 'utf8')]));

/** All problems of the tree on disk below repoRoot, less the known violations. */
export function checkTree(repoRoot, known = []) {
  const files = listSourceFiles(repoRoot);
  return { files, problems: checkImports(readTree(repoRoot, files), known) };
}

/** The module table of the tree on disk below repoRoot. */
export const moduleTableOfTree = (repoRoot) =>
  moduleTable(readTree(repoRoot, listSourceFiles(repoRoot)));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  if (process.argv.includes('--modules')) {
    // The rows of docs/architecture.md's module table as the code has them.
    for (const { module, owns, uses } of moduleTableOfTree(repoRoot)) {
      console.log(
        `| \`${module}\` | ${owns.map((t) => `\`${t}\``).join(', ')} | ${uses.join(', ')} |`,
      );
    }
    process.exit(0);
  }
  const { files, problems } = checkTree(repoRoot, knownViolations);
  if (problems.length > 0) {
    console.error(`Import directions broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Import directions hold across ${files.length} files, no cycles.`);
}
