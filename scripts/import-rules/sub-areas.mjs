// The sub-areas of a server module: its folders (walk-ins/, board/, live/ ...), with the files
// at the module's root as its core.
import { findCycles } from './cycles.mjs';

const CORE = '(core)';
const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.includes('.test-kit.');

/** The module and sub-area a server source file sits in, or null outside the modules. */
export function subAreaOf(file) {
  const match = /^apps\/server\/src\/modules\/([^/]+)\/(?:([^/]+)\/)?[^/]+$/.exec(file);
  if (!match) return null;
  return { module: match[1], area: match[2] ?? CORE };
}

/** The file a sub-area is entered by, when it has one: its index. */
const entryOf = (module, area) => `apps/server/src/modules/${module}/${area}/index.ts`;

/**
 * Within a module, sub-areas depend on each other one way: no two import each other, none
 * sits on a cycle, and the core (the module's root files, which every sub-area may use)
 * imports no sub-area. A sub-area with an index.ts (live/, the read model behind one seam) is
 * entered only through it, from its own module and from any other. Tests may reach anywhere.
 */
export function subAreaProblems(fileEdges) {
  const graphs = new Map();
  const problems = [];
  for (const [file, targets] of fileEdges) {
    const from = subAreaOf(file);
    if (!from || isTestFile(file)) continue;
    if (!graphs.has(from.module)) graphs.set(from.module, new Map());
    const graph = graphs.get(from.module);
    if (!graph.has(from.area)) graph.set(from.area, new Set());
    for (const target of targets) {
      const to = subAreaOf(target);
      if (!to || (to.module === from.module && to.area === from.area)) continue;
      const entry = entryOf(to.module, to.area);
      if (target !== entry && fileEdges.has(entry))
        problems.push(`${file}: imports ${target} past its sub-area's entry: use ${entry}`);
      if (to.module === from.module) graph.get(from.area).add(to.area);
    }
  }
  for (const [module, graph] of graphs) {
    for (const area of graph.get(CORE) ?? [])
      problems.push(
        `module ${module}: its core imports its sub-area ${area}/: move the shared part into the core`,
      );
    const cycles = findCycles(new Map([...graph].map(([a, targets]) => [a, [...targets]])));
    for (const cycle of cycles)
      problems.push(
        `module ${module}: sub-areas depend on each other round a cycle: ${cycle.join(', ')}`,
      );
  }
  return problems;
}
