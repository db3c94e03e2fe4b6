import { type SQL, sql } from 'drizzle-orm';
import { seededRandom } from '../../lib/seeded-random';

/**
 * The random numbers of one set-based seeding statement, drawn here from a seeded generator so
 * that the same seed writes the same data. The database's own random() is never seeded for it:
 * setseed() outlives the seed's transaction on its connection (the embedded database's only
 * one), and every later random() of the process would follow a sequence anyone can replay.
 *
 * The statement names `from` once in its FROM list; its row number `row` (1..rows) reads its
 * k-th number (1..perRow) as `draw(row, k)`, a float8 in [0, 1).
 */
export function demoDraws(seed: number, rows: number, perRow: number) {
  const random = seededRandom(seed);
  const values = Array.from({ length: rows * perRow }, random.next);
  return {
    from: sql`(select ${`{${values.join(',')}}`}::float8[] as numbers) as draws`,
    draw: (row: SQL, k: number) =>
      sql`draws.numbers[(${row} - 1) * ${sql.raw(String(perRow))} + ${sql.raw(String(k))}]`,
  };
}
