// The layer arrows: which part of the tree may import which.

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

export function serverPart(file) {
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
      ['db', 'lib', 'config.ts', 'config-environment.ts'].includes(a.top) &&
      ['modules', 'plugins', 'app.ts'].includes(b.top)
    )
      return `${a.top} imports ${b.top}: lower layers never reach up`;
    if (a.top === 'plugins' && b.top === 'modules') return 'a plugin imports a domain module';
    // External plugins wrap third-party middleware and must load without the app's own plugins.
    if (a.rest.startsWith('plugins/external/') && b.rest.startsWith('plugins/app/'))
      return 'an external plugin imports an app plugin';
    // Another module comes in by a service, an events file or a sub-area's index (its seam).
    const isEntry =
      /\.(service|events)\.ts$/.test(b.rest) || /^modules\/[^/]+\/[^/]+\/index\.ts$/.test(b.rest);
    if (a.module && b.module && a.module !== b.module && !isEntry)
      return `module ${a.module} reaches into ${b.rest}: use its service, events or index`;
    if (/\.routes\.ts$/.test(from) && b.top === 'db')
      return 'a route talks to the database: routes -> service -> db';
  }
  return null;
}
