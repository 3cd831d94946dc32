import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_RANGE_EXTENSION,
  DATE_RANGE_MESSAGE,
  EARLIEST_ENTERED_DATE,
  LATEST_ENTERED_DATE,
} from '../../shared/entered-dates';
import {
  activitySessionInput,
  APPOINTMENT,
  createStaffSet,
  dailyMedication,
  photoUpload,
  type StaffSet,
} from '../test/fixtures';
import {
  type ApiDocument,
  type Field,
  fieldName,
  fieldsOf,
  type JsonSchema,
  requestInputs,
  sampleOf,
  type Step,
  withValueAt,
} from '../test/openapi-fields';
import { contactRequests } from '../features/contact-requests/contact-requests.schema';
import {
  type Agent,
  createAgent,
  createTestApp,
  type HttpMethod,
  registerAgent,
  type TestContext,
} from '../test/test-app';

/**
 * Every date and date-time a request carries, on every route, found in the API description
 * (decision 070): impossible years are refused with a 400 a person understands, never a 500 or a
 * 2xx, and every such field is the shared schema of shared/entered-dates.ts.
 */

let ctx: TestContext;
let doc: ApiDocument;
let caregiver: { agent: Agent; circleId: string };
let staff: StaffSet | undefined;

beforeAll(async () => {
  ctx = await createTestApp();
  const registered = await registerAgent(ctx.app, { role: 'caregiver' });
  caregiver = { agent: registered.agent, circleId: registered.user.circleId as string };
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<ApiDocument>();
});
afterAll(() => ctx.close());

/** A pattern written for dates: it takes one, but not the same digits run together (a phone). */
const looksLikeDate = (pattern: string | undefined) =>
  pattern !== undefined &&
  ['2026-03-02', '2026-03-02T14:00:00Z'].some(
    (text) => new RegExp(pattern).test(text) && !new RegExp(pattern).test(text.replace(/-/g, '')),
  );

/** A date or date-time, whatever schema wrote it: by its format or by a pattern a date fits. */
const isDateField = (schema: JsonSchema) =>
  schema.type === 'string' &&
  (schema.format === 'date' || schema.format === 'date-time' || looksLikeDate(schema.pattern));

const dateFields = () =>
  requestInputs(doc)
    .flatMap(fieldsOf)
    .filter((field) => isDateField(field.schema));

const label = (field: Field) =>
  `${field.input.method} ${field.input.path} ${field.input.location}:${fieldName(field)}`;

/**
 * Requests the server accepts only with more than their description says (a time after another,
 * a game's own difficulty): the date under test is put into these.
 */
const SAMPLE_BODIES: Record<string, () => unknown> = {
  'POST /api/circle/appointments': () => APPOINTMENT,
  'PUT /api/circle/appointments/{id}': () => APPOINTMENT,
  'POST /api/circle/medications': () => dailyMedication(),
  'PUT /api/circle/medications/{id}': () => dailyMedication(),
  'POST /api/circles/{circleId}/activities/sessions': () => activitySessionInput(ctx.clock.now()),
  'POST /api/circle/tracking/entries': () => ({ kind: 'note', note: 'Slept well' }),
  'POST /api/circle/care-plan/template': () => ({
    stage: 'middle',
    items: [{ key: 'safety-smoke', dueDate: '2026-03-10', rhythm: 'monthly' }],
  }),
};

const valueAt = (value: unknown, steps: Step[]): unknown => {
  let at = value;
  for (const step of steps) {
    if (at === null || typeof at !== 'object') return undefined;
    if ('property' in step) at = (at as Record<string, unknown>)[step.property];
    else if ('item' in step) at = (at as unknown[])[0];
  }
  return at;
};

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`,
      ),
    )
    .join('&');

/** Sends the field's request with `value` in the field, as `agent`. */
async function send(agent: Agent, field: Field, value: string) {
  const { input, steps } = field;
  const base = SAMPLE_BODIES[`${input.method} ${input.path}`]?.();
  const payload = withValueAt(input.schema, steps, value, base) as Record<string, unknown>;
  const params = sampleOf(input.params) as Record<string, unknown>;
  const url = input.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(name === 'circleId' ? caregiver.circleId : String(params[name])),
  );
  const method = input.method as HttpMethod;
  switch (input.location) {
    case 'query':
      return agent.request(method, `${url}?${queryString(payload)}`);
    case 'json':
      return agent.request(method, url, { body: payload });
    case 'form': {
      const file = Object.entries(input.schema.properties ?? {}).find(
        ([name, schema]) => schema.format === 'binary' && input.schema.required?.includes(name),
      );
      const fields = Object.fromEntries(
        Object.entries(payload)
          .filter(([name]) => name !== file?.[0])
          .map(([name, item]) => [name, typeof item === 'string' ? item : JSON.stringify(item)]),
      );
      // A required picture goes along, under the form's own name for it.
      const picture = file ? { ...(await photoUpload()).file, field: file[0] } : undefined;
      return agent.request(method, url, {
        upload: { fields, ...(picture ? { file: picture } : {}) },
      });
    }
  }
}

const validValue = (field: Field) => {
  const base = SAMPLE_BODIES[`${field.input.method} ${field.input.path}`]?.();
  const own = valueAt(base, field.steps);
  if (typeof own === 'string') return own;
  return field.schema.format === 'date' ? '2026-03-02' : '2026-03-02T14:00:00Z';
};

/** Who may call a route: circle A's caregiver, else the first staff role whose call is let in. */
async function allowedCaller(field: Field): Promise<Agent | string> {
  const valid = validValue(field);
  const tried: string[] = [];
  for (const role of ['caregiver', 'specialist', 'moderator', 'expert', 'admin'] as const) {
    let agent = caregiver.agent;
    if (role !== 'caregiver') {
      staff ??= await createStaffSet(ctx);
      agent = staff[role].agent;
    }
    const response = await send(agent, field, valid);
    if (response.statusCode === 401 || response.statusCode === 403) {
      tried.push(`${role}: ${response.statusCode}`);
      continue;
    }
    if (response.statusCode === 400 || response.statusCode >= 500) {
      // The request must be accepted with a good date, or the test proves nothing about dates.
      return `a good date (${valid}) answered ${response.statusCode} ${response.body}: add the route to SAMPLE_BODIES`;
    }
    return agent;
  }
  return `no one may call it (${tried.join(', ')})`;
}

describe('dates on every route', () => {
  it('finds the date fields of queries and bodies, nested ones too', () => {
    const found = dateFields().map(label);
    expect(found).toContain('GET /api/notifications query:before');
    expect(found).toContain('POST /api/circle/tasks json:dueDate');
    expect(found).toContain('POST /api/circle/care-plan/template json:items[].dueDate');
    expect(found).toContain('POST /api/circles/{circleId}/activities/sessions json:startedAt');
  });

  it('refuses impossible years with a 400 a person understands, never a 500 or a 2xx', async () => {
    const failures: string[] = [];
    const callers = new Map<string, Agent | string>();
    for (const field of dateFields()) {
      const route = `${field.input.method} ${field.input.path}`;
      if (!callers.has(route)) callers.set(route, await allowedCaller(field));
      const caller = callers.get(route);
      if (typeof caller === 'string' || caller === undefined) {
        failures.push(`${label(field)}: ${caller}`);
        continue;
      }
      for (const year of ['0000', '1800', '2101', '10000']) {
        const value = field.schema.format === 'date' ? `${year}-06-01` : `${year}-06-01T08:00:00Z`;
        const response = await send(caller, field, value);
        const message = response.json<{ message?: string }>().message ?? '';
        // Year 10000 has no ISO shape: the field's own message says how to write a date.
        const isUnderstood =
          year === '10000'
            ? /^Please /.test(message) && !/ISO|regex|pattern|expected|received/.test(message)
            : message === DATE_RANGE_MESSAGE;
        if (response.statusCode !== 400 || !isUnderstood) {
          failures.push(`${label(field)}: ${value} → ${response.statusCode} ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('describes every date field as the shared one (shared/entered-dates.ts)', () => {
    const range = { earliest: EARLIEST_ENTERED_DATE, latest: LATEST_ENTERED_DATE };
    const unshared = dateFields()
      .filter((field) => !isDeepStrictEqual(field.schema[DATE_RANGE_EXTENSION], range))
      .map(label);
    expect(unshared).toEqual([]);
  });

  it('never refuses a request for help over the time its device sent; keeps only real moments', async () => {
    const sent = [
      ['0000-06-01T08:00:00Z', null],
      ['10000-06-01T08:00:00Z', null],
      ['+010000-06-01T08:00:00.000Z', null],
      ['yesterday', null],
      ['2026-03-02T14:59:00.000Z', '2026-03-02T14:59:00.000Z'],
    ] as const;
    for (const [index, [timestamp, kept]] of sent.entries()) {
      // The chat history's own times are never read: any of them goes along too.
      const history = [{ role: 'user', content: 'Dad wanders at night', timestamp }];
      const visitor = createAgent(ctx.app, { ip: `192.0.2.${100 + index}` });
      const chat = await visitor.post('/api/chat', {
        message: 'Who can I talk to?',
        conversationHistory: [...history, { role: 'assistant', content: 'Hello', timestamp: 0 }],
      });
      expect(chat.statusCode, chat.body).toBe(200);
      const response = await visitor.post('/api/contact-request', {
        name: 'Helen Park',
        email: 'helen.park@example.com',
        conversationHistory: history,
        source: 'ai_escalation',
        timestamp,
      });
      expect(response.statusCode, `${timestamp}: ${response.body}`).toBe(201);
      const [row] = await ctx.database.db
        .select({ clientTimestamp: contactRequests.clientTimestamp })
        .from(contactRequests)
        .where(eq(contactRequests.id, response.json<{ id: string }>().id));
      expect(row?.clientTimestamp, timestamp).toBe(kept);
    }
  });
});
