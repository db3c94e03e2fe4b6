import { describe, expect, it } from 'vitest';
import { checkImports } from './check-imports.mjs';

describe('the import-direction check', () => {
  it('accepts the directions DESIGN section 3 allows', () => {
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
          "import { shops } from '../../db/schema';\nimport { findShop } from '../shops/shops.service';",
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
      'use its service or events',
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
