import type { SeededRandom } from '../../lib/seeded-random';
import { maxUploadBytes } from '../../plugins/external/multipart';
import { formBoundary, formData } from '../multipart-form';
import { mutatedBodies } from './json-mutations';
import { type ExampleContext, exampleOf, type JsonSchema } from './schema-example';

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface ApiRoute {
  /** "PATCH /api/queue/{orderId}", as the document names it. */
  name: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** One request to send; `label` says what is wrong with it, to replay a failure. */
export interface FuzzRequest {
  route: string;
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export function routesOf(document: OpenApiDocument): ApiRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

const json = { 'content-type': 'application/json' };

/** Ids that are not ids: wrong shape, far too long, path tricks, broken percent-encoding. */
const badIds = (random: SeededRandom) => [
  'not-a-uuid',
  'x'.repeat(5_000),
  '..',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  `${random.uuid()}%00`,
  '%ff',
  '%',
  '%ED%A0%80',
  '%C0%80',
  '00000000-0000-0000-0000-000000000000',
  random.uuid().toUpperCase(),
  `${random.uuid()}x`,
  "1'%20or%20'1'='1",
  '-1',
  '1e308',
  '%F0%9F%92%88',
];

const badQueryValues = [
  '',
  'abc',
  '-1',
  '1e308',
  '-1e308',
  '99999999999999999999',
  'NaN',
  '%',
  '%zz',
  'x'.repeat(10_000),
  '2030-02-30',
  '99999-01-01',
];

/**
 * The control characters, percent-encoded as UTF-8 (the surrogate as its three raw bytes),
 * then a right-to-left override and a zero-width space alone.
 */
const encodedControls = ['%00', '%01', '%C2%9F', '%ED%A0%80', '%E2%80%AE', '%E2%80%8B'];

/** Dates and months at the ends of four digits, for every query parameter that takes one. */
const farQueryDates = ['0000-01-01', '9999-12-31', '10000-01-01', '0000-01', '9999-12'];
const takesADate = (parameter: OpenApiParameter) =>
  parameter.schema?.format === 'date' || /date|month|from|to|startsOn|endsOn/i.test(parameter.name);

/** Query strings no route should choke on, whatever its parameters. */
const badQueryStrings = [
  '%',
  'a=%zz',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a=1&'.repeat(2_000),
  `q=${'%00'.repeat(100)}`,
];

const brokenJsonTexts = [
  '{',
  '{"a":',
  '{"a":1}}',
  "{'a':1}",
  'nul',
  '[1,2',
  '{"a":1,}',
  '\u0000',
  '\ufeff{}',
  '{"a":01}',
  'null',
  '[]',
  '42',
  '"text"',
  'true',
];

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'multipart/form-data',
  `multipart/form-data; boundary=${formBoundary}`,
];

const depth = 100_000;
const deeplyNested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deeplyNestedObjects = `${'{"a":'.repeat(depth / 10)}1${'}'.repeat(depth / 10)}`;
/** Ten times the body limit; it must be refused before anything reads it all. */
const tenMegabytes = Buffer.from(`{"x":"${'x'.repeat(10 * 1024 * 1024)}"}`);
/** A picture one byte over the upload limit: a PNG header, then nothing that decodes. */
const overTheUploadLimit = Buffer.alloc(maxUploadBytes + 1);
Buffer.from('89504e470d0a1a0a', 'hex').copy(overTheUploadLimit);

/** A JSON body with a byte that is not UTF-8 inside a string (it used to be read as U+FFFD). */
const withByteNotUtf8 = (json: string) => {
  const quote = json.indexOf('"', 1);
  const at = quote < 0 ? 1 : quote + 1;
  return Buffer.concat([
    Buffer.from(json.slice(0, at)),
    Buffer.from([0xff]),
    Buffer.from(json.slice(at)),
  ]);
};

function brokenForms(): { label: string; headers: Record<string, string>; payload: Buffer }[] {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const file = (name: string) => ({ name, filename: 'x.png', type: 'image/png', content: png });
  const whole = formData({ name: 'Fuzz' }, file('image'));
  const end = whole.payload.lastIndexOf(`--${formBoundary}--`);
  return [
    {
      label: 'multipart without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole.payload,
    },
    {
      label: 'multipart with a boundary the body never uses',
      headers: { 'content-type': 'multipart/form-data; boundary=elsewhere' },
      payload: whole.payload,
    },
    { label: 'multipart cut short', ...whole, payload: whole.payload.subarray(0, end - 4) },
    { label: 'two files in one field', ...formData({}, file('image'), file('image')) },
    { label: 'two avatar files', ...formData({}, file('avatar'), file('avatar')) },
    // The upload routes take `avatar` or `photo`: empty and oversized files under both.
    ...['avatar', 'photo'].flatMap((field) => [
      { label: `an empty ${field}`, ...formData({}, { ...file(field), content: Buffer.alloc(0) }) },
      {
        label: `an ${field} over the upload limit`,
        ...formData({}, { ...file(field), content: overTheUploadLimit }),
      },
    ]),
    { label: 'multipart of garbage', ...whole, payload: Buffer.from('garbage\r\n\r\n--') },
    {
      label: 'thirty fields',
      ...formData(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']))),
    },
  ];
}

/** A path parameter is known by the segment before it: /manage/services/{id} names a service. */
function goodParameter(parameter: OpenApiParameter, path: string, context: ExampleContext): string {
  const schema = parameter.schema ?? {};
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${parameter.name}}`) - 1] ?? '';
  const names = parameter.in === 'path' ? [before, parameter.name] : [parameter.name];
  if (schema.format === 'uuid' || /id$/i.test(parameter.name)) {
    return context.knownIds(names) ?? context.random.uuid();
  }
  if (parameter.name === 'provider') return 'test';
  return String(exampleOf(schema, context, names));
}

type Spoiled = { label: string } & Partial<Omit<FuzzRequest, 'route' | 'label'>>;

/** Bodies no route may choke on: broken JSON, wrong content types, broken multipart, huge. */
function brokenBodies(baseJson: string | undefined): Spoiled[] {
  return [
    ...brokenJsonTexts.map((text) => ({
      label: `JSON body ${text.slice(0, 12)}`,
      headers: json,
      payload: text,
    })),
    { label: 'JSON content type, empty body', headers: json, payload: '' },
    { label: 'arrays nested 100,000 deep', headers: json, payload: deeplyNested },
    { label: 'objects nested 10,000 deep', headers: json, payload: deeplyNestedObjects },
    { label: 'a 10 MB body', headers: json, payload: tenMegabytes },
    {
      label: 'a byte that is not UTF-8',
      headers: json,
      payload: withByteNotUtf8(baseJson ?? '{}'),
    },
    ...wrongContentTypes.map((type) => ({
      label: `JSON sent as ${type}`,
      headers: { 'content-type': type },
      payload: baseJson ?? '{}',
    })),
    {
      label: 'JSON in UTF-16',
      headers: { 'content-type': 'application/json; charset=utf-16le' },
      payload: Buffer.from(baseJson ?? '{}', 'utf16le'),
    },
    ...brokenForms(),
  ];
}

/**
 * Malformed requests for one route: broken and mistyped bodies, wrong content types, broken
 * multipart, bad ids in the path, bad query strings and headers. Each spoils one thing of an
 * otherwise plausible request, so it is that thing the server must refuse.
 */
export function malformedRequests(route: ApiRoute, context: ExampleContext): FuzzRequest[] {
  const { random } = context;
  const parameters = route.operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const inHeader = parameters.filter((p) => p.in === 'header');
  const good = Object.fromEntries(
    parameters.map((p) => [p.name, goodParameter(p, route.path, context)]),
  );
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? exampleOf(bodySchema, context) : undefined;
  const baseJson = base === undefined ? undefined : JSON.stringify(base);

  const urlWith = (pathValues: Record<string, string> = {}, query?: string) => {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name in pathValues ? (pathValues[name] as string) : encodeURIComponent(good[name] ?? ''),
    );
    const goodQuery = inQuery.map((p) => `${p.name}=${encodeURIComponent(good[p.name] ?? '')}`);
    return `${path}?${query ?? goodQuery.join('&')}`.replace(/\?$/, '');
  };
  const queryWithout = (parameter: OpenApiParameter) =>
    inQuery
      .filter((p) => p !== parameter)
      .map((p) => `&${p.name}=${encodeURIComponent(good[p.name] ?? '')}`)
      .join('');

  const spoiled: Spoiled[] = [
    ...brokenBodies(baseJson),
    ...(bodySchema ? mutatedBodies(base, bodySchema, random) : []).map((mutation) => ({
      label: mutation.label,
      headers: json,
      payload: mutation.json,
    })),
    ...inPath.flatMap((parameter) =>
      badIds(random).map((id) => ({
        label: `${parameter.name} = ${id.slice(0, 40)}`,
        url: urlWith({ [parameter.name]: id }),
      })),
    ),
    ...inQuery.flatMap((parameter) =>
      [
        ...badQueryValues.filter(() => random.next() < 0.5),
        ...encodedControls,
        ...(takesADate(parameter) ? farQueryDates : []),
        `a&${parameter.name}=b`,
      ].map((value) => ({
        label: `?${parameter.name}=${value.slice(0, 40)}`,
        url: urlWith({}, `${parameter.name}=${value}${queryWithout(parameter)}`),
      })),
    ),
    ...badQueryStrings.map((query) => ({
      label: `?${query.slice(0, 40)}`,
      url: urlWith({}, query),
    })),
    ...inHeader.flatMap((parameter) =>
      ['x'.repeat(10_000), '', '../../etc/passwd', '%00', 'ä'.repeat(20)].map((value) => ({
        label: `header ${parameter.name} = ${value.slice(0, 20)}`,
        headers: { ...(baseJson ? json : {}), [parameter.name]: value },
      })),
    ),
  ];
  return spoiled.map((request) => ({
    route: route.name,
    method: route.method,
    url: urlWith(),
    headers: baseJson ? json : {},
    ...(baseJson ? { payload: baseJson } : {}),
    ...request,
  }));
}
