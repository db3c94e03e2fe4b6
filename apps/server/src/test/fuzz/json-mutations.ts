import type { SeededRandom } from '../../lib/seeded-random';
import { exampleOf, type JsonSchema } from './schema-example';

/** One spoiled body: what was done to it, and the JSON text to send. */
export interface BodyMutation {
  label: string;
  json: string;
}

/** Characters free text must refuse: NUL, a lone surrogate, and C0 and C1 controls. */
export const controlCharacters: Record<string, string> = {
  NUL: '\u0000',
  'lone surrogate': '\ud800',
  'C0 control U+0001': '\u0001',
  'C1 control U+009F': '\u009f',
};

/**
 * Text that shows nothing, or that turns what follows it around: a direction override or
 * isolate is refused anywhere, and required text of only invisible characters is no text.
 */
export const deceptiveTexts: Record<string, string> = {
  'right-to-left override': 'Fuzz\u202evalue',
  'isolate around text': '\u2066Fuzz\u2069',
  'only a zero-width space': '\u200b',
  'only direction marks': '\u200e\u200f',
  'only a byte order mark': '\ufeff',
  'only a soft hyphen': '\u00ad',
};

/** Names every object inherits: looked up on a plain object, they find something. */
export const inheritedNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

/** Dates at the ends of four digits: PostgreSQL has no year 0, JavaScript writes 10000 as +010000. */
export const farDates = ['0000-01-01', '9999-12-31', '10000-01-01'];

/** A field that names a row or an option by id: `shopId`, `id`, or an item of `ids`. */
const namesAnId = (path: Path, schema: JsonSchema) => {
  const name = path.findLast((segment) => typeof segment === 'string') ?? '';
  return schema.format === 'uuid' || /(^|[a-z])(id|Id|ids|Ids)$/.test(String(name));
};

/** A record (map) field: its keys are the client's, so each inherited name is tried as one. */
const withInheritedKeys = (schema: JsonSchema, random: SeededRandom) => {
  const value =
    typeof schema.additionalProperties === 'object'
      ? exampleOf(schema.additionalProperties, { random, knownIds: () => undefined })
      : true;
  return Object.fromEntries(inheritedNames.map((name) => [name, value]));
};

const wrongValuesByType: Record<string, unknown[]> = {
  string: [123, true, null, {}, [], 1e308, ['a']],
  integer: ['12', 'abc', true, null, 1.5, -1e308, {}, [], 2 ** 53 + 2],
  number: ['12', 'abc', true, null, -1e308, {}, [], '1e308'],
  boolean: ['true', 1, 0, null, {}, [], 'yes'],
  array: ['x', 5, {}, null, [null], [[[]]], true],
  object: ['x', 5, [], null, true, [{}]],
};

type Path = (string | number)[];

/** Every field of a value, nested ones too (the first item stands for an array's items). */
function fieldsOf(value: unknown, schema: JsonSchema, path: Path = []): [Path, JsonSchema][] {
  const here: [Path, JsonSchema][] = path.length ? [[path, schema]] : [];
  if (Array.isArray(value) && value.length && schema.items) {
    return [...here, ...fieldsOf(value[0], schema.items, [...path, 0])];
  }
  if (value && typeof value === 'object' && schema.properties) {
    return [
      ...here,
      ...Object.entries(schema.properties).flatMap(([name, property]) =>
        fieldsOf((value as Record<string, unknown>)[name], property, [...path, name]),
      ),
    ];
  }
  return here;
}

function withField(base: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(base);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete parent[last];
  else parent[last] = value;
  return copy;
}

const describe = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 24)}… (${text.length} chars)` : text;
};

/**
 * The ways to spoil one field: a wrong type, each control character, invisible or reversed
 * text, too long, a huge number, a huge array, or the field left out when it is required; an
 * id or a record key named like what every object inherits; a date at the calendar's ends.
 */
function spoilField(path: Path, schema: JsonSchema, random: SeededRandom, required: boolean) {
  const type = schema.type ?? 'string';
  const wrong = wrongValuesByType[type] ?? wrongValuesByType.string ?? [];
  const values: unknown[] = [random.pick(wrong), random.pick(wrong), 1e308];
  if (type === 'string') {
    // Two of the four per field keeps the count down; over all fields each one is sent.
    const characters = Object.values(controlCharacters);
    values.push(`Fuzz${random.pick(characters)}value`, `${random.pick(characters)}Fuzz value`);
    values.push(random.pick(Object.values(deceptiveTexts)));
    values.push('x'.repeat((schema.maxLength ?? 10_000) + 1));
    if (namesAnId(path, schema)) values.push(...inheritedNames);
    if (schema.format === 'date') values.push(...farDates);
  }
  if (type === 'object' && schema.additionalProperties) {
    values.push(withInheritedKeys(schema, random));
  }
  if (type === 'array') values.push(Array.from({ length: 5_000 }, () => 1));
  const name = path.join('.');
  return {
    values: values.map((value) => ({ label: `${name} = ${describe(value)}`, value })),
    missing: required ? `${name} left out` : undefined,
  };
}

/** Bodies that each spoil one thing of an otherwise plausible body. */
export function mutatedBodies(
  base: unknown,
  schema: JsonSchema,
  random: SeededRandom,
): BodyMutation[] {
  const mutations: BodyMutation[] = [
    { label: 'an empty object', json: '{}' },
    { label: 'only an unknown field', json: '{"unknownField":"x"}' },
  ];
  const baseJson = JSON.stringify(base);
  if (baseJson.startsWith('{') && baseJson !== '{}') {
    const rest = baseJson.slice(1);
    mutations.push(
      { label: '__proto__ pollution', json: `{"__proto__":{"polluted":true},${rest}` },
      {
        label: 'constructor.prototype pollution',
        json: `{"constructor":{"prototype":{"polluted":true}},${rest}`,
      },
    );
  }
  let hugeStringSent = false;
  for (const [path, fieldSchema] of fieldsOf(base, schema)) {
    const parentSchema = path.length === 1 ? schema : undefined;
    const required = parentSchema?.required?.includes(String(path[0])) ?? false;
    const spoiled = spoilField(path, fieldSchema, random, required);
    for (const { label, value } of spoiled.values) {
      mutations.push({ label, json: JSON.stringify(withField(base, path, value)) });
    }
    if (spoiled.missing) {
      mutations.push({
        label: spoiled.missing,
        json: JSON.stringify(withField(base, path, undefined, true)),
      });
    }
    if (fieldSchema.type === 'string' && !hugeStringSent) {
      // Just under the body limit, so it is the field's own rule that must refuse it.
      hugeStringSent = true;
      const huge = 'x'.repeat(900_000);
      mutations.push({
        label: `${path.join('.')} = a 900 kB string`,
        json: JSON.stringify(withField(base, path, huge)),
      });
    }
  }
  return mutations;
}
