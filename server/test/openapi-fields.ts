import { randomUUID } from 'node:crypto';

/**
 * Reads the API description (`/api/docs/json`) for tests that hold every route to a rule: which
 * fields a request carries, and a request each route accepts. Generated from the document, so a
 * new route is covered the day it is added.
 */

/** The part of an OpenAPI 3.0 schema object these tests read. */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  [extension: `x-${string}`]: unknown;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One step from a schema to a field inside it. */
export type Step = { property: string } | { item: true } | { variant: number };

/** Where a request carries its fields: the query string, a JSON body or a multipart form. */
export type Location = 'query' | 'json' | 'form';

export interface RequestInput {
  method: string;
  /** As documented: `/api/circle/tasks/{id}`. */
  path: string;
  /** The path's parameters as one object schema. */
  params: JsonSchema;
  location: Location;
  /** The query string or body as one object schema. */
  schema: JsonSchema;
}

export interface Field {
  input: RequestInput;
  steps: Step[];
  schema: JsonSchema;
}

const asObject = (parameters: Parameter[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.required).map((p) => p.name),
});

/** Every query string and request body of every documented operation. */
export function requestInputs(doc: ApiDocument): RequestInput[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const base = {
        method: method.toUpperCase(),
        path,
        params: asObject(parameters.filter((p) => p.in === 'path')),
      };
      const query = parameters.filter((p) => p.in === 'query');
      const content = operation.requestBody?.content ?? {};
      return [
        ...(query.length > 0
          ? [{ ...base, location: 'query' as const, schema: asObject(query) }]
          : []),
        ...(content['application/json']
          ? [{ ...base, location: 'json' as const, schema: content['application/json'].schema }]
          : []),
        ...(content['multipart/form-data']
          ? [{ ...base, location: 'form' as const, schema: content['multipart/form-data'].schema }]
          : []),
      ];
    }),
  );
}

/** Every field of a request, nested ones too (inside arrays and each member of a union). */
export function fieldsOf(input: RequestInput): Field[] {
  const found: Field[] = [];
  const walk = (schema: JsonSchema, steps: Step[]) => {
    if (steps.length > 0) found.push({ input, steps, schema });
    for (const [name, child] of Object.entries(schema.properties ?? {}))
      walk(child, [...steps, { property: name }]);
    if (schema.items) walk(schema.items, [...steps, { item: true }]);
    (schema.anyOf ?? schema.oneOf ?? []).forEach((member, index) =>
      walk(member, [...steps, { variant: index }]),
    );
  };
  walk(input.schema, []);
  return found;
}

/** `dueDate`, `items[].dueDate`: the field's name as a person reads it. */
export const fieldName = (field: Field) =>
  field.steps
    .map((step) => ('property' in step ? `.${step.property}` : 'item' in step ? '[]' : ''))
    .join('')
    .slice(1);

const STRING_CANDIDATES = ['09:00', '12345', 'sample-name-1961', 'A sample text', 'a'];

/** A value the schema accepts, as far as its description tells (refinements are not in it). */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const members = schema.anyOf ?? schema.oneOf;
  if (members?.[0]) return sampleOf(members[0]);
  if (schema.type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]),
    );
  }
  if (schema.type === 'array') {
    return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const floor = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
    return Math.min(Math.max(schema.minimum ?? floor, floor), schema.maximum ?? Infinity);
  }
  if (schema.type === 'boolean') return false;
  if (schema.type === 'string') return sampleString(schema);
  return null;
}

const FORMAT_SAMPLES: Record<string, () => string> = {
  date: () => '2026-03-02',
  'date-time': () => '2026-03-02T14:00:00Z',
  uuid: () => randomUUID(),
  email: () => `sample.${randomUUID()}@example.com`,
  uri: () => 'https://example.com/',
};

function sampleString(schema: JsonSchema): string {
  const byFormat = schema.format === undefined ? undefined : FORMAT_SAMPLES[schema.format];
  if (byFormat) return byFormat();
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern).test(text));
  return STRING_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/**
 * `base` (or a sample of `schema`) with `value` put where `steps` lead: an array gets the value
 * as its first item, a union is sampled through the member the steps name.
 */
export function withValueAt(
  schema: JsonSchema,
  steps: Step[],
  value: unknown,
  base: unknown = undefined,
): unknown {
  const [step, ...rest] = steps;
  if (!step) return value;
  if ('variant' in step) {
    const member = (schema.anyOf ?? schema.oneOf ?? [])[step.variant] ?? {};
    return withValueAt(member, rest, value, base);
  }
  if ('item' in step) {
    const items = Array.isArray(base) ? [...(base as unknown[])] : (sampleOf(schema) as unknown[]);
    items[0] = withValueAt(schema.items ?? {}, rest, value, items[0]);
    return items;
  }
  const object = (
    base !== null && typeof base === 'object' ? { ...base } : sampleOf(schema)
  ) as Record<string, unknown>;
  object[step.property] = withValueAt(
    schema.properties?.[step.property] ?? {},
    rest,
    value,
    object[step.property],
  );
  return object;
}
