import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { preparedStatement } from './prepared-statement';
import { jsonObjectOf, parseJson } from './sql-json';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const visitSchema = z.object({ name: z.string(), minutes: z.number(), barberId: z.null() });

describe('JSON a statement builds from a schema', () => {
  it('has exactly the schema keys, and reads back as the schema says', async () => {
    const built = jsonObjectOf(visitSchema, {
      name: sql`'Fade'`,
      minutes: sql`30`,
      barberId: sql`null`,
    });
    const read = preparedStatement<{ text: string }, object>(
      'sql_json_visit',
      sql`select ${built}::text as "text"`,
    );
    const [row] = await read(database.db, {});
    expect(parseJson(visitSchema, String(row?.text))).toEqual({
      name: 'Fade',
      minutes: 30,
      barberId: null,
    });
  });

  it('refuses text whose key was renamed, naming the key it missed', () => {
    expect(() => parseJson(visitSchema, '{"name":"Fade","length":30,"barberId":null}')).toThrow(
      /minutes/,
    );
  });

  it('refuses a key that is not a plain identifier, before it reaches a statement', () => {
    const odd = z.object({ "x', now(), 'y": z.string() });
    expect(() => jsonObjectOf(odd, { "x', now(), 'y": sql`'a'` })).toThrow(/not an identifier/);
  });
});
