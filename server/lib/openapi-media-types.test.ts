import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircleFixture, type CircleFixture, photoUpload } from '../test/fixtures';
import { createTestApp, multipartBody, TEST_ORIGIN, type TestContext } from '../test/test-app';

let ctx: TestContext;
let fixture: CircleFixture;
let base: string;
let document: {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
  >;
};

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await createCircleFixture(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  document = (await (await fetch(`${base}/api/docs/json`)).json()) as typeof document;
}, 60_000);
afterAll(() => ctx.close());

type Who = 'caregiver' | 'family' | 'anonymous';

interface Call {
  what: string;
  who: Who;
  method?: 'GET' | 'PUT';
  /** The operation's path as the API description writes it. */
  path: string;
  url: () => string;
  body?: () => Promise<{ payload: Buffer; contentType: string }>;
  status: number;
}

const uuid = '00000000-0000-4000-8000-000000000000';
const notAPicture = async () =>
  multipartBody({
    file: {
      field: 'photo',
      filename: 'notes.txt',
      contentType: 'text/plain',
      bytes: Buffer.from('not a picture'),
    },
  });

/**
 * For every route answering something other than JSON, and for the picture uploads, one call that
 * works and one that does not, over a real socket: the `content-type` each answer carries is one
 * the API description declares for that status, so the description cannot drift from the server.
 */
const calls: Call[] = [
  {
    what: 'the doctor report',
    who: 'caregiver',
    path: '/api/circle/reports/doctor.pdf',
    url: () => '/api/circle/reports/doctor.pdf?from=2026-02-01&to=2026-03-02',
    status: 200,
  },
  {
    what: 'the doctor report for someone without the right',
    who: 'family',
    path: '/api/circle/reports/doctor.pdf',
    url: () => '/api/circle/reports/doctor.pdf',
    status: 403,
  },
  {
    what: 'the care plan as a PDF',
    who: 'family',
    path: '/api/circle/care-plan/pdf',
    url: () => '/api/circle/care-plan/pdf',
    status: 200,
  },
  {
    what: 'the care plan PDF for someone signed out',
    who: 'anonymous',
    path: '/api/circle/care-plan/pdf',
    url: () => '/api/circle/care-plan/pdf',
    status: 401,
  },
  {
    what: 'the tracking spreadsheet',
    who: 'caregiver',
    path: '/api/circle/reports/tracking.csv',
    url: () => '/api/circle/reports/tracking.csv',
    status: 200,
  },
  {
    what: 'the tracking spreadsheet with a date that is not one',
    who: 'caregiver',
    path: '/api/circle/reports/tracking.csv',
    url: () => '/api/circle/reports/tracking.csv?from=soon',
    status: 400,
  },
  {
    what: 'the circle export',
    who: 'caregiver',
    path: '/api/circle/export',
    url: () => '/api/circle/export',
    status: 200,
  },
  {
    what: 'the circle export signed out',
    who: 'anonymous',
    path: '/api/circle/export',
    url: () => '/api/circle/export',
    status: 401,
  },
  {
    what: 'one appointment as a calendar file',
    who: 'family',
    path: '/api/circle/appointments/{id}/calendar.ics',
    url: () => `/api/circle/appointments/${fixture.appointmentId}/calendar.ics`,
    status: 200,
  },
  {
    what: 'a calendar file of an appointment that does not exist',
    who: 'caregiver',
    path: '/api/circle/appointments/{id}/calendar.ics',
    url: () => `/api/circle/appointments/${uuid}/calendar.ics`,
    status: 404,
  },
  {
    what: 'a calendar feed',
    who: 'anonymous',
    path: '/api/calendar/{token}/appointments.ics',
    url: () => `/api/calendar/${fixture.calendarFeedToken}/appointments.ics`,
    status: 200,
  },
  {
    what: 'a calendar feed that was never made',
    who: 'anonymous',
    path: '/api/calendar/{token}/appointments.ics',
    url: () => `/api/calendar/${'x'.repeat(43)}/appointments.ics`,
    status: 404,
  },
  {
    what: 'live events',
    who: 'family',
    path: '/api/events',
    url: () => '/api/events',
    status: 200,
  },
  {
    what: 'live events signed out',
    who: 'anonymous',
    path: '/api/events',
    url: () => '/api/events',
    status: 401,
  },
  {
    what: 'the recipient’s photo',
    who: 'family',
    path: '/api/images/{id}',
    url: () => `/api/images/${fixture.imageId}`,
    status: 200,
  },
  {
    what: 'a picture that does not exist',
    who: 'family',
    path: '/api/images/{id}',
    url: () => `/api/images/${uuid}`,
    status: 404,
  },
  {
    what: 'a new photo of the recipient',
    who: 'caregiver',
    method: 'PUT',
    path: '/api/circle/recipient/photo',
    url: () => '/api/circle/recipient/photo',
    body: async () => multipartBody(await photoUpload()),
    status: 200,
  },
  {
    what: 'a photo that is not a picture',
    who: 'caregiver',
    method: 'PUT',
    path: '/api/circle/recipient/photo',
    url: () => '/api/circle/recipient/photo',
    body: notAPicture,
    status: 400,
  },
  {
    what: 'a photo of a medicine that is not a picture',
    who: 'caregiver',
    method: 'PUT',
    path: '/api/circle/medications/{id}/photo',
    url: () => `/api/circle/medications/${fixture.medicationId}/photo`,
    body: notAPicture,
    status: 400,
  },
];

const cookieOf = (who: Who) =>
  who === 'caregiver'
    ? fixture.caregiverA.agent.cookie
    : who === 'family'
      ? fixture.familyA.agent.cookie
      : undefined;

describe('answers carry the media types the API description declares', () => {
  it.each(calls)('$what: $status', async (call) => {
    const method = call.method ?? 'GET';
    const body = await call.body?.();
    const cookie = cookieOf(call.who);
    const abort = new AbortController();
    const response = await fetch(base + call.url(), {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      body: body ? new Uint8Array(body.payload) : undefined,
      signal: abort.signal,
    });
    try {
      expect(response.status).toBe(call.status);
      const declared =
        document.paths[call.path]?.[method.toLowerCase()]?.responses[String(call.status)]?.content;
      expect(declared, `${method} ${call.path} declares a ${call.status} answer`).toBeDefined();
      const essence = response.headers.get('content-type')?.split(';')[0]?.trim();
      expect(Object.keys(declared ?? {})).toContain(essence);
      if (call.status >= 400) {
        expect(await response.json()).toEqual({ message: expect.any(String) });
      }
    } finally {
      // The event stream stays open; the others are read to the end already or dropped here.
      abort.abort();
    }
  });
});

it('describes each uploaded file as what it is: a recording is audio, not a picture', async () => {
  const upload = (
    document.paths['/api/circle/recordings']?.post as unknown as {
      requestBody: {
        content: Record<
          string,
          { schema: { properties: Record<string, { description: string }> } }
        >;
      };
    }
  ).requestBody.content['multipart/form-data']?.schema.properties;
  expect(upload?.audio?.description).toMatch(/^The recording: .*audio/);
  expect(upload?.audio?.description).not.toContain('picture');
});
