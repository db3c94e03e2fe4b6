import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionBody, NOTHING_TO_CHANGE_MESSAGE, patchSchema } from './patch';

const thing = z.object({
  name: z.string().min(1),
  description: z.string().default(''),
  isActive: z.boolean().default(true),
  tags: z.array(z.string()).default([]),
  limit: z.number().int().default(5).nullable(),
  colour: z.enum(['red', 'blue']).prefault('red'),
  note: z.string().optional(),
});
const patch = patchSchema(thing);

describe('a patch schema built from a create schema', () => {
  it('keeps only the fields the patch names: no default fills in the others', () => {
    expect(patch.parse({ name: 'Uusi' })).toEqual({ name: 'Uusi' });
    expect(patch.parse({ isActive: false })).toEqual({ isActive: false });
    expect(patch.parse({ tags: ['a'] })).toEqual({ tags: ['a'] });
  });

  it('lets a nullable field be set to null, and only that field', () => {
    expect(patch.parse({ limit: null })).toEqual({ limit: null });
  });

  it('still checks each named field by the create rules', () => {
    expect(patch.safeParse({ name: '' }).success).toBe(false);
    expect(patch.safeParse({ limit: 1.5 }).success).toBe(false);
    expect(patch.safeParse({ colour: 'green' }).success).toBe(false);
  });

  it('refuses a key the create schema does not know, naming it', () => {
    const result = patch.safeParse({ name: 'Uusi', unknownKey: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['unknownKey'],
    });
  });

  it.each([
    ['an empty body', {}],
    ['only unknown keys', { unknownKey: 1 }],
    ['only absent values', { name: undefined }],
  ])('refuses %s', (_, body) => {
    expect(patch.safeParse(body).success).toBe(false);
  });

  it('says what is missing when nothing is named', () => {
    expect(patch.safeParse({}).error?.issues[0]?.message).toBe(NOTHING_TO_CHANGE_MESSAGE);
  });

  it('refuses what is not an object', () => {
    for (const body of [null, [], 'name', 1]) expect(patch.safeParse(body).success).toBe(false);
  });

  it('leaves the create schema as it was', () => {
    expect(thing.parse({ name: 'Uusi' })).toEqual({
      name: 'Uusi',
      description: '',
      isActive: true,
      tags: [],
      limit: 5,
      colour: 'red',
    });
  });
});

describe('the body of an action that names nothing', () => {
  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', {}],
  ])('may be %s', (_, body) => {
    expect(actionBody.safeParse(body).success).toBe(true);
  });

  it('refuses any key', () => {
    expect(actionBody.safeParse({ unknownKey: 1 }).success).toBe(false);
  });
});
