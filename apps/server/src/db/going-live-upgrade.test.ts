import { afterAll, expect, it } from 'vitest';
import { bareDatabase } from '../test/bare-database';
import { earlierMigrations } from '../test/migrations-up-to';
import { knownMigrations, migrationsFolder } from './migrate';

const earlier = earlierMigrations();
afterAll(() => earlier.remove());

const hours = JSON.stringify([{ weekday: 1, open: '09:00', close: '17:00' }]);

// Shops from before publishing existed were all listed; the upgrade that brought publishing
// keeps listed only those the publish rules would accept (a place, hours, a service offered).
it('the upgrade that brings publishing publishes only the shops that are ready', async () => {
  const db = await bareDatabase();
  try {
    const beforePublishing = knownMigrations().findIndex((m) => m.tag === '0015_going_live');
    await db.migrateWith(earlier.upTo(beforePublishing));
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    const shops: [name: string, lat: number, openingHours: string, serviceActive: boolean][] = [
      ['Ready', 60.17, hours, true],
      ['Never placed', 0, hours, true],
      ['No hours', 60.2, '[]', true],
      ['Services all off', 60.3, hours, false],
    ];
    for (const [name, lat, openingHours, serviceActive] of shops) {
      const [shop] = await db.query(
        `insert into shops (name, city, address, lat, lng, opening_hours, chair_count, status)
         values ($1, 'Helsinki', 'Street 1', $2, $2, $3::jsonb, 2, 'active') returning id`,
        [name, lat, openingHours],
      );
      await db.query(
        `insert into services (shop_id, category_id, name, price_cents, duration_minutes, is_active)
         values ($1, gen_random_uuid(), 'Cut', 2500, 30, $2)`,
        [shop?.id, serviceActive],
      );
    }
    await db.query('commit');

    await db.migrateWith(migrationsFolder);

    const rows = await db.query(
      'select name, published_at is not null as published from shops order by name',
    );
    expect(rows).toEqual([
      { name: 'Never placed', published: false },
      { name: 'No hours', published: false },
      { name: 'Ready', published: true },
      { name: 'Services all off', published: false },
    ]);
  } finally {
    await db.close();
  }
});
