import { z } from 'zod';

/** A partial T that names at least one field: what a patch schema lets through. */
export type AtLeastOneOf<T> = {
  [K in keyof T]-?: Required<Pick<T, K>> & Partial<Omit<T, K>>;
}[keyof T];

/**
 * A create schema's defaults fill in what a new thing leaves out; in a patch the same
 * defaults would overwrite what the caller left alone. So they go, at any depth of
 * optional and nullable wrapping.
 */
function withoutDefault(field: z.core.$ZodType): z.core.$ZodType {
  if (
    field instanceof z.ZodDefault ||
    field instanceof z.ZodPrefault ||
    field instanceof z.ZodOptional
  ) {
    return withoutDefault(field.unwrap());
  }
  if (field instanceof z.ZodNullable) return z.nullable(withoutDefault(field.unwrap()));
  return field;
}

export const NOTHING_TO_CHANGE_MESSAGE = 'name at least one field to change';

/**
 * The body of a PATCH, built from the schema of the thing it changes: every field optional
 * with no default, so a patch changes exactly the fields it names; a key the schema does not
 * know is refused rather than ignored; and a patch naming nothing is refused.
 */
export function patchSchema<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => [key, z.optional(withoutDefault(field))]),
  );
  const patch = z
    .strictObject(shape)
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: NOTHING_TO_CHANGE_MESSAGE,
    });
  // The refinement above is what makes "at least one" true; zod cannot say so in the type.
  return patch as unknown as z.ZodType<
    AtLeastOneOf<Partial<z.output<z.ZodObject<Shape>>>>,
    AtLeastOneOf<Partial<z.input<z.ZodObject<Shape>>>>
  >;
}

/** The body of an action that names nothing: absent or empty; any key in it is a mistake. */
export const actionBody = z.strictObject({}).nullish();
