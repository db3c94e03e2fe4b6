// Fails on an import against the layer directions, on an import cycle between files, on two
// server modules depending on each other (directly or round a longer cycle), on a table used
// outside its owning module, on a module's sub-areas depending on each other round a cycle
// (or its core importing one of them), and on an external plugin importing an app plugin.
// Usage: node scripts/check-imports.mjs   (exit 1 and one line per problem on failure)
//        node scripts/check-imports.mjs --modules   (the module table of docs/architecture.md)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles } from './import-rules/cycles.mjs';
import { directionProblem, serverPart } from './import-rules/layers.mjs';
import { importsOf, listSourceFiles, resolveLocal } from './import-rules/source-files.mjs';
import { subAreaProblems } from './import-rules/sub-areas.mjs';
import {
  declaredTableNames,
  declaredTables,
  readEverything,
  tableOwners,
  tablesUsedBy,
} from './import-rules/tables.mjs';

/**
 * Tangles that predate the module rules and are being undone; entries are exact problem lines.
 * This list only shrinks: an entry that no longer happens fails the check until it is removed.
 */
export const knownViolations = [];

const isTestFile = (file) =>
  /\.test(-kit)?\.tsx?$/.test(file) || file.startsWith('apps/server/src/test/');

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
  problems.push(...subAreaProblems(graph));
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
