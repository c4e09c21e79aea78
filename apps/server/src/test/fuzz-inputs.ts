/**
 * Malformed input for the API fuzz test, derived from the OpenAPI description: for every route, a
 * plausible valid request (so one broken value at a time reaches as deep as it can) and the broken
 * values to put in each place — path, query, body.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  required?: string[];
  default?: unknown;
}

export interface FuzzCase {
  method: string;
  url: string;
  /** A raw body string (sent as application/json) or a value to JSON-encode; absent = no body. */
  payload?: string;
  /** What was broken, and the route's path template, for a readable failure. */
  label: string;
  route: string;
}

const INT4_MAX = 2_147_483_647;

/** Values that must be refused (or harmlessly stored) wherever a text is expected. */
export const BAD_TEXTS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  'x'.repeat(100_000),
  '',
  ' ',
  '123',
  '1e5',
  'true',
  'null',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '😀🇻🇳',
];

/**
 * JSON text put into a body as it is, where JSON.stringify cannot write it: an integer of more
 * digits than a double holds, or nesting deeper than JSON.stringify's own recursion survives.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Arrays or objects nested `depth` deep, as JSON text built without recursion. */
export const nestedArrays = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));
export const nestedObjects = (depth: number) =>
  new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

/** The nestings every route must refuse with a 400 sentence, as the body and inside a field. */
export const DEEP_VALUES = [
  nestedArrays(5_000),
  nestedObjects(5_000),
  nestedArrays(100_000),
  nestedObjects(100_000),
];

/** Values that must be refused wherever a number is expected. */
export const BAD_NUMBERS: unknown[] = [
  INT4_MAX + 1,
  -INT4_MAX - 2,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  '1e99',
  new RawJson('123456789012345678901234567890'),
  '123456789012345678901234567890',
  -1,
  0,
  0.5,
  1.5,
  1e308,
  '1e400',
  '12abc',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
];

/** Values of the wrong kind for any field. */
export const WRONG_KINDS: unknown[] = [null, true, [], {}, [1, 2], { a: 1 }, 'x\u0000'];

/** What a path id or a query value can be in a URL (already percent-encoded where needed). */
export const BAD_URL_VALUES = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1e3',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  'x'.repeat(2_000),
  '%27%20or%201%3D1--',
  '%F0%9F%98%80',
];

/** Bodies of the wrong shape as a whole. */
export const BAD_BODIES = [
  '',
  '   ',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{',
  '{"a":',
  '\u0000',
  '"\\ud800"',
  '{"__proto__":{"polluted":1}}',
  JSON.stringify({ deep: nestedArrays(200) }),
  ...DEEP_VALUES.map((deep) => deep.text),
];

/** JSON text of a value, with each RawJson in it written as its own text. */
export function encodeJson(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `__raw_json_${raw.push(item.text) - 1}__` : item,
  );
  return text.replace(/"__raw_json_(\d+)__"/g, (_whole, index: string) => raw[Number(index)] ?? '');
}

/** Name-based values that pass the field rules, for the fields whose rules a type cannot tell. */
const KNOWN_FIELDS: Record<string, unknown> = {
  Email: 'fuzz.khach@example.vn',
  UserName: 'fuzz.khach@example.vn',
  Username: 'fuzz.khach@example.vn',
  Password: 'matkhau123',
  OldPassword: 'sai-mat-khau',
  NewPassword: 'matkhau456',
  ConfirmPassword: 'matkhau123',
  Phone: '0901234567',
  WarehouseId: 1,
  BankAccountId: 1,
  Amount: 100_000,
  AccountNumber: '0123456789',
  BankBin: '970436',
  Avatar: 'https://example.vn/a.png',
  ExtensionLink: 'https://example.vn/ext',
  Role: 'staff',
  Csv: 'Ngày,Số tiền,Nội dung,Mã giao dịch\n01/01/2026,100000,NAP KH000001 12345,FUZZ1',
};

/** A value that satisfies the schema as far as its type and the known field rules tell. */
export function sampleValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'abc';
  if (name in KNOWN_FIELDS) return KNOWN_FIELDS[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sampleValue(options[options.length - 1], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sampleValue(property, key);
      }
      return value;
    }
    case 'array':
      return [sampleValue(schema.items, name)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return 'a'.repeat(Math.max(1, schema.minLength ?? 3));
  }
}

/** Every way of breaking one value of the given schema. */
function badValuesFor(schema: JsonSchema): unknown[] {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return [...BAD_NUMBERS, ...WRONG_KINDS];
  if (type === 'string') return [...BAD_TEXTS, ...WRONG_KINDS, 42];
  if (type === 'array') {
    return [
      ...WRONG_KINDS,
      [INT4_MAX + 1],
      [-1, 'x'],
      ['a\u0000'],
      ['\ud800'],
      Array.from({ length: 5_000 }, (_, i) => i + 1),
      ...BAD_NUMBERS.map((bad) => [bad]),
    ];
  }
  return [...WRONG_KINDS, ...BAD_NUMBERS.slice(0, 3), ...BAD_TEXTS.slice(0, 4)];
}

type Path = (string | number)[];

/** Every (path in the body, schema) pair, down through objects and into the first array item. */
function walk(schema: JsonSchema, path: Path = []): [Path, JsonSchema][] {
  const out: [Path, JsonSchema][] = path.length ? [[path, schema]] : [];
  const options = schema.anyOf ?? schema.oneOf;
  const object = options ? options[options.length - 1] : schema;
  if (object?.properties) {
    for (const [key, property] of Object.entries(object.properties)) {
      out.push(...walk(property, [...path, key]));
    }
  }
  if (object?.items && path.length) out.push(...walk(object.items, [...path, 0]));
  return out;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, unknown>;
    if (!node || typeof node !== 'object') return copy;
  }
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = replacement;
  return copy;
}

export interface RouteDoc {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

/** The routes of an OpenAPI document, docs pages excluded. */
export function routesOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): RouteDoc[] {
  const routes: RouteDoc[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content;
      routes.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as RouteDoc['parameters'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

/**
 * The cases of one route: each path parameter, each query parameter and each body field broken
 * alone, the others valid; then the body broken as a whole. `pathId` fills path ids elsewhere.
 */
export function casesFor(route: RouteDoc, pathId: number, baseBody?: unknown): FuzzCase[] {
  const pathParams = route.parameters.filter((p) => p.in === 'path');
  const queryParams = route.parameters.filter((p) => p.in === 'query');
  const fill = (overrides: Record<string, string> = {}) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? String(pathId));
  const body = baseBody ?? (route.body ? sampleValue(route.body) : undefined);
  const encode = (value: unknown) => (value === undefined ? undefined : encodeJson(value));
  const cases: FuzzCase[] = [];
  const add = (label: string, url: string, payload: string | undefined) => {
    cases.push({
      method: route.method,
      url,
      label,
      route: route.path,
      ...(payload === undefined ? {} : { payload }),
    });
  };

  for (const param of pathParams) {
    for (const bad of BAD_URL_VALUES) {
      add(`path ${param.name}=${bad.slice(0, 20)}`, fill({ [param.name]: bad }), encode(body));
    }
  }
  for (const param of queryParams) {
    for (const bad of [...BAD_URL_VALUES, '', '01/13/2026', '31/02/2026', '00/00/0000']) {
      add(
        `query ${param.name}=${bad.slice(0, 20)}`,
        `${fill()}?${param.name}=${bad}`,
        encode(body),
      );
    }
    add(`query ${param.name} twice`, `${fill()}?${param.name}=1&${param.name}=2`, encode(body));
  }
  if (route.body) {
    const fields = walk(route.body);
    for (const [path, schema] of fields) {
      for (const bad of badValuesFor(schema)) {
        add(`body ${path.join('.')}`, fill(), encode(setAt(body, path, bad)));
      }
    }
    // Deep nesting inside a field: the first field of the body stands for all (each is 0.5 MB).
    const [first] = fields;
    for (const deep of first ? DEEP_VALUES : []) {
      add(
        `body ${first?.[0].join('.')} nested`,
        fill(),
        encode(setAt(body, first?.[0] ?? [], deep)),
      );
    }
  }
  if (route.method !== 'GET') {
    for (const bad of BAD_BODIES) add(`body ${bad.slice(0, 20)}`, fill(), bad);
    add('body of 3 MB', fill(), JSON.stringify({ Csv: 'x'.repeat(3_000_000) }));
    add('valid body', fill(), encode(body));
  } else {
    add('valid', fill(), undefined);
  }
  return cases;
}
