import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImports, checkTree, moduleTableOfTree } from './check-imports.mjs';

describe('the import-direction check', () => {
  it('accepts imports that follow the layer directions', () => {
    expect(
      checkImports({
        'packages/contract/src/roles.ts': "import { z } from 'zod';",
        'apps/web/src/app/router.tsx':
          "import { Home } from '@/features/shops/home';\nimport { roles } from '@jono/contract';",
        'apps/web/src/features/shops/home.tsx': "import { Button } from '@/components/ui/button';",
        'apps/web/src/components/ui/button.tsx': "import { cn } from '@/lib/cn';",
        'apps/web/src/lib/cn.ts': "import clsx from 'clsx';",
        'apps/server/src/modules/queue/queue.routes.ts': "import { join } from './queue.service';",
        'apps/server/src/modules/queue/queue.service.ts':
          "import { queueEntries } from '../../db/schema';\nimport { findShop } from '../shops/shops.service';",
        'apps/server/src/modules/shops/shops.service.ts':
          "import { shops } from '../../db/schema';",
        'apps/server/src/db/schema.ts': "import { pgTable } from 'drizzle-orm/pg-core';",
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'apps/web/src/features/a/x.ts',
      "import { y } from '@/features/b/y';",
      'features never import each other',
    ],
    ['apps/web/src/lib/x.ts', "import { y } from '@/features/b/y';", 'lib imports features'],
    [
      'apps/web/src/features/b/y.ts',
      "import { router } from '@/app/router';",
      'features imports app',
    ],
    [
      'apps/web/src/lib/x.ts',
      "import { app } from '../../../server/src/app';",
      'crosses from apps/web into apps/server',
    ],
    ['packages/contract/src/x.ts', "import Fastify from 'fastify';", 'not fastify'],
    [
      'apps/server/src/modules/queue/queue.service.ts',
      "import { t } from '../shops/shops.repository';",
      'use its service, events or index',
    ],
    [
      'apps/server/src/modules/queue/queue.routes.ts',
      "import { s } from '../../db/schema';",
      'routes -> service -> db',
    ],
    [
      'apps/server/src/db/client.ts',
      "import { app } from '../app';",
      'lower layers never reach up',
    ],
    ['apps/server/src/app.ts', "import { x } from '@jono/web';", 'only @jono/contract is shared'],
  ])('refuses %s importing %s', (file, source, reason) => {
    const tree = {
      [file]: source,
      'apps/web/src/features/b/y.ts': '',
      'apps/web/src/app/router.ts': '',
      'apps/server/src/app.ts': '',
      'apps/server/src/modules/shops/shops.repository.ts': '',
      'apps/server/src/db/schema.ts': '',
    };
    if (file in tree) tree[file] = source;
    const problems = checkImports(tree);
    expect(problems.join('\n')).toContain(reason);
  });

  it('finds an import cycle', () => {
    const problems = checkImports({
      'apps/web/src/lib/a.ts': "import { b } from './b';",
      'apps/web/src/lib/b.ts': "import { c } from './c';",
      'apps/web/src/lib/c.ts': "export { a } from './a';",
    });
    expect(problems).toEqual([
      'import cycle: apps/web/src/lib/a.ts -> apps/web/src/lib/b.ts -> apps/web/src/lib/c.ts',
    ]);
  });
});

/** Writes a tree of files below a fresh temporary folder and checks it as the CLI would. */
function checkPlanted(files, known = []) {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    return checkTree(root, known).problems;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const schema = {
  'apps/server/src/db/schema/index.ts': "export * from './shops';\nexport * from './orders';",
  'apps/server/src/db/schema/shops.ts': "export const shops = pgTable('shops', {});",
  'apps/server/src/db/schema/orders.ts':
    "export const queueEntries = pgTable('queue_entries', {});\nexport const bookings = pgTable('bookings', {});",
};

describe('the module rules, on a planted tree', () => {
  it('accepts modules that depend one way and use only their own tables', () => {
    expect(
      checkPlanted({
        ...schema,
        'apps/server/src/modules/queue/queue.service.ts':
          "import { queueEntries } from '../../db/schema';\nimport { findShop } from '../shops/shops.service';",
        'apps/server/src/modules/shops/shops.service.ts':
          "import { shops } from '../../db/schema';",
        'apps/server/src/modules/queue/queue.test.ts': "import { shops } from '../../db/schema';",
        // A test kit is test code too: a plain reader an oracle test compares with.
        'apps/server/src/modules/queue/queue.test-kit.ts':
          "import { shops } from '../../db/schema';",
      }),
    ).toEqual([]);
  });

  it('refuses two modules that import each other', () => {
    expect(
      checkPlanted({
        'apps/server/src/modules/queue/queue.service.ts':
          "import { findShop } from '../shops/shops.service';",
        'apps/server/src/modules/shops/shops.service.ts':
          "export { queueLength } from '../queue/queue.events';",
        'apps/server/src/modules/queue/queue.events.ts': '',
      }),
    ).toEqual(['modules queue and shops import each other: one of them must go one way']);
  });

  it('refuses modules that depend on each other round a longer cycle', () => {
    expect(
      checkPlanted({
        'apps/server/src/modules/a/a.service.ts': "import { b } from '../b/b.service';",
        'apps/server/src/modules/b/b.service.ts': "import { c } from '../c/c.service';",
        'apps/server/src/modules/c/c.service.ts': "import { a } from '../a/a.events';",
        'apps/server/src/modules/a/a.events.ts': '',
      }),
    ).toEqual(['modules depend on each other round a cycle: a, b, c']);
  });

  it('refuses a table used outside its owning module, type-only imports included', () => {
    expect(
      checkPlanted({
        ...schema,
        'apps/server/src/modules/auth/auth.service.ts':
          "import { shops as shopTable } from '../../db/schema';",
        'apps/server/src/modules/shops/shops.presenter.ts':
          "import type { queueEntries } from '../../db/schema/orders';",
      }),
    ).toEqual([
      'apps/server/src/modules/auth/auth.service.ts: uses table shops, which module shops owns: call its service',
      'apps/server/src/modules/shops/shops.presenter.ts: uses table queueEntries, which module queue owns: call its service',
    ]);
  });

  it('lets analytics read every table, as the read model', () => {
    expect(
      checkPlanted({
        ...schema,
        'apps/server/src/modules/analytics/overview.service.ts':
          "import { bookings, queueEntries, shops } from '../../db/schema';",
      }),
    ).toEqual([]);
  });

  it('refuses a table that has no owning module', () => {
    expect(
      checkPlanted({
        'apps/server/src/db/schema/extra.ts': "export const gizmos = pgTable('gizmos', {});",
      }),
    ).toEqual(['table gizmos has no owning module in tableOwners']);
  });

  it('refuses an external plugin that imports an app plugin', () => {
    expect(
      checkPlanted({
        'apps/server/src/plugins/app/errors.ts': 'export const x = 1;',
        'apps/server/src/plugins/external/web-app.ts': "import { x } from '../app/errors';",
      }),
    ).toEqual([
      "apps/server/src/plugins/external/web-app.ts: '../app/errors' an external plugin imports an app plugin",
    ]);
  });

  it('tolerates a listed known violation, and refuses one that no longer happens', () => {
    const tangle = {
      'apps/server/src/modules/queue/queue.service.ts':
        "import { findShop } from '../shops/shops.service';",
      'apps/server/src/modules/shops/shops.service.ts':
        "import { queueLength } from '../queue/queue.events';",
      'apps/server/src/modules/queue/queue.events.ts': '',
    };
    const known = 'modules queue and shops import each other: one of them must go one way';
    expect(checkPlanted(tangle, [known])).toEqual([]);
    expect(checkPlanted({ 'apps/server/src/modules/shops/shops.service.ts': '' }, [known])).toEqual(
      [`known violation no longer happens, remove it from knownViolations: ${known}`],
    );
  });
});

describe("a module's sub-areas, on a planted tree", () => {
  const q = 'apps/server/src/modules/queue';

  it('accepts sub-areas that depend one way and on the core', () => {
    expect(
      checkPlanted({
        [`${q}/board/start-service.ts`]: "import { admit } from '../walk-ins/admit';",
        [`${q}/walk-ins/admit.ts`]: "import { places } from '../live/places';",
        [`${q}/live/places.ts`]: "import { call } from '../queue-call';",
        [`${q}/queue-call.ts`]: '',
        // A test may reach anywhere in its module.
        [`${q}/live/places.test.ts`]: "import { admit } from '../walk-ins/admit';",
      }),
    ).toEqual([]);
  });

  it('refuses sub-areas that depend on each other round a cycle', () => {
    expect(
      checkPlanted({
        [`${q}/live/queue.events.ts`]: "import { checkAlerts } from '../alerts/alerts';",
        [`${q}/alerts/alerts.ts`]: "import { read } from '../live/read';",
        [`${q}/live/read.ts`]: '',
      }),
    ).toEqual(['module queue: sub-areas depend on each other round a cycle: alerts, live']);
  });

  it('refuses a way into a sub-area past its index, when it has one', () => {
    expect(
      checkPlanted({
        [`${q}/live/index.ts`]: "export { load } from './load';",
        [`${q}/live/load.ts`]: "import { entries } from './entries';",
        [`${q}/live/entries.ts`]: '',
        [`${q}/board/board-read.ts`]: "import { load } from '../live';",
        [`${q}/walk-ins/admit.ts`]: "import { entries } from '../live/entries';",
        // Another module comes in by the index too.
        'apps/server/src/modules/staff/staff.service.ts': "import { load } from '../queue/live';",
        [`${q}/live/queue.events.ts`]: '',
        // An events file is a way into a module, but not past the sub-area's seam.
        'apps/server/src/modules/users/users.service.ts':
          "import { announce } from '../queue/live/queue.events';",
        // A test may still reach inside.
        [`${q}/walk-ins/admit.test.ts`]: "import { entries } from '../live/entries';",
      }),
    ).toEqual([
      `${q}/walk-ins/admit.ts: imports ${q}/live/entries.ts past its sub-area's entry: use ${q}/live/index.ts`,
      `apps/server/src/modules/users/users.service.ts: imports ${q}/live/queue.events.ts past its sub-area's entry: use ${q}/live/index.ts`,
    ]);
  });

  it('refuses a core that imports one of its sub-areas', () => {
    expect(
      checkPlanted({
        [`${q}/queue-call.ts`]: "import { places } from './live/places';",
        [`${q}/live/places.ts`]: '',
      }),
    ).toEqual([
      'module queue: its core imports its sub-area live/: move the shared part into the core',
    ]);
  });
});

describe("docs/architecture.md's module table", () => {
  it('names every server module with the tables it owns and the modules it uses', () => {
    const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..');
    const computed = moduleTableOfTree(repoRoot);
    const tables = new Set(computed.flatMap((row) => row.owns));
    const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
    const section = page.slice(page.indexOf('| module | owns | uses |'));
    const rows = section
      .split('\n')
      .slice(2)
      .filter((line) => line.startsWith('| `'))
      .map((line) => {
        const [module, owns, uses] = line.split(' | ').map((cell) => cell.replace(/^\| |\|$/g, ''));
        return {
          module: module?.replaceAll('`', '') ?? '',
          owns: [...(owns ?? '').matchAll(/`(\w+)`/g)]
            .map((m) => m[1])
            .filter((t) => tables.has(t))
            .sort(),
          uses: (uses ?? '').trim().split(/,\s*/).filter(Boolean).sort(),
        };
      });
    expect(rows).toEqual(computed);
  });
});

describe("docs/architecture.md's list of web features", () => {
  it('names every feature folder', () => {
    const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..');
    const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
    const list = page.slice(page.indexOf('features/<d>/'), page.indexOf('components/ui/'));
    const folders = readdirSync(join(repoRoot, 'apps/web/src/features'));
    expect(folders.filter((folder) => !new RegExp(`\\b${folder}\\b`).test(list))).toEqual([]);
  });
});
