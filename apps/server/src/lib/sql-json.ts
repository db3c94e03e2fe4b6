import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * `json_build_object(...)` with exactly the keys of `schema`, each from the column or
 * expression given for it: a key renamed or missing on either side fails to compile, and the
 * reader parses the result with the same schema.
 */
export function jsonObjectOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  values: { [Key in keyof Shape]: SQLWrapper },
): SQL {
  const pairs = Object.keys(schema.shape).map((key) => {
    // The keys are the schema's own identifiers, written into the statement as literals: a
    // parameter would leave json_build_object unable to type them.
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`the JSON key ${key} is not an identifier`);
    return sql`${sql.raw(`'${key}'`)}, ${values[key]}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** JSON text a statement built, parsed and checked against the schema it was built from. */
export const parseJson = <Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): z.output<Schema> => schema.parse(JSON.parse(text));
