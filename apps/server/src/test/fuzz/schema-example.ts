import type { SeededRandom } from '../../lib/seeded-random';

/** The part of JSON Schema the app's OpenAPI document uses (generated from the zod schemas). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  /** A record's values (z.record); `true` or absent on a plain object. */
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

export interface ExampleContext {
  random: SeededRandom;
  knownIds: KnownIds;
}

/** Values that fit the patterns and field names the contract uses. */
const patternCandidates = [
  '09:00',
  '17:00',
  '2030-01-15',
  '2030-01',
  'ABC234',
  '+358401234567',
  'fuzz@example.fi',
];

const byFieldName: [RegExp, string][] = [
  [/phone/i, '0401234567'],
  [/email/i, 'fuzz@example.fi'],
  [/password/i, 'Fuzz-password-2030!'],
  [/timezone/i, 'Europe/Helsinki'],
  [/^(lang|language)$/i, 'fi'],
  [/currency/i, 'EUR'],
  [/opens/i, '09:00'],
  [/closes/i, '17:00'],
];

/**
 * The id of a real row for a field, by its path of names (["services", "id"], ["shopId"]),
 * so a spoiled request gets as far as the rows it names; undefined for a made-up id.
 */
export type KnownIds = (path: readonly string[]) => string | undefined;

function exampleString(schema: JsonSchema, path: string[], context: ExampleContext): string {
  const field = path[path.length - 1] ?? '';
  const known = context.knownIds(path);
  if (known) return known;
  if (schema.format === 'uuid') return context.random.uuid();
  if (schema.format === 'email') return 'fuzz@example.fi';
  if (schema.format === 'date') return '2030-01-15';
  if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
  if (schema.format === 'uri') return 'https://example.fi/';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fitting = patternCandidates.find((candidate) => pattern.test(candidate));
    if (fitting) return fitting;
  }
  const named = byFieldName.find(([name]) => name.test(field))?.[1];
  if (named) return named;
  const text = 'Fuzz value'.padEnd(schema.minLength ?? 0, 'x');
  return text.slice(0, schema.maxLength ?? text.length);
}

function exampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? 1;
  const step = schema.multipleOf ?? (schema.type === 'integer' ? 1 : 0);
  return step ? Math.ceil(low / step) * step : low;
}

/**
 * A plausible value for a schema: the shape and types it asks for, sensible field values.
 * The fuzzer spoils one part of it at a time, so that part is what the server must refuse.
 */
export function exampleOf(
  schema: JsonSchema,
  context: ExampleContext,
  path: string[] = [],
): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.find((s) => s.type !== 'null');
  if (option) return exampleOf(option, context, path);
  switch (schema.type) {
    case 'string':
      return exampleString(schema, path, context);
    case 'integer':
    case 'number':
      return exampleNumber(schema);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        exampleOf(schema.items ?? {}, context, path),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleOf(property, context, [...path, name]),
        ]),
      );
    default:
      return 'Fuzz value';
  }
}
