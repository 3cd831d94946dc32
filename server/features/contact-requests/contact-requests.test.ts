import { describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  registerAgent,
  staffAgent,
  setUpTestAppWithSmtp,
} from '../../test/test-app';

const ctx = setUpTestAppWithSmtp();

const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Helen Park',
  email: 'helen.park@example.com',
  phone: '555-0199',
  subject: 'emergency_planning',
  message: 'Dad keeps trying to leave the house at night.',
  urgency: 'high',
  conversationHistory: [
    {
      id: '1',
      role: 'user',
      content: 'My dad wanders at night',
      timestamp: '2026-03-02T14:58:00.000Z',
    },
    {
      id: '2',
      role: 'assistant',
      content: 'I can connect you with our team.',
      timestamp: '2026-03-02T14:58:02.000Z',
    },
  ],
  source: 'ai_escalation',
  timestamp: '2026-03-02T14:59:00.000Z',
  ...overrides,
});

describe('POST /api/contact-request', () => {
  it('stores the request and emails the requester and the specialists over SMTP', async () => {
    const { staff } = await staffAgent(ctx, 'specialist');
    const visitor = createAgent(ctx.app, { ip: '192.0.2.10' });
    const response = await visitor.post('/api/contact-request', request());
    expect(response.statusCode).toBe(201);
    await ctx.app.jobs.get('email-delivery').runOnce();

    const confirmation = ctx.smtp.received.find((mail) =>
      mail.to.includes('helen.park@example.com'),
    );
    expect(confirmation?.subject).toBe('We received your request — Kinwell');
    expect(confirmation?.text).toContain('Hello Helen Park,');
    expect(confirmation?.text).toContain('within 24 hours');
    const notice = ctx.smtp.received.find((mail) => mail.to.includes(staff.email));
    expect(notice?.subject).toBe('[HIGH] New consultation request from Helen Park');
    expect(notice?.text).toContain('Topic: Emergency planning');
    expect(notice?.text).toMatch(
      /Respond by [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\./,
    );

    // Delivered once: a second run finds nothing left to send.
    const before = ctx.smtp.received.length;
    await ctx.app.jobs.get('email-delivery').runOnce();
    expect(ctx.smtp.received.length).toBe(before);
  });

  it.each([
    [{ name: '' }, 'Please enter your name.'],
    [{ email: 'helen' }, 'Please enter a valid email'],
    [{ subject: 'gossip' }, 'Invalid input'],
    [{ urgency: 'whenever' }, 'Please choose how soon you need us.'],
    [
      { conversationHistory: Array.from({ length: 11 }, () => ({ role: 'user', content: 'hi' })) },
      'The conversation history is too long.',
    ],
  ])('refuses %o with a clear message', async (change, message) => {
    const response = await createAgent(ctx.app, { ip: '192.0.2.11' }).post(
      '/api/contact-request',
      request(change),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('accepts an empty subject, which means none chosen, and defaults urgency to normal', async () => {
    const response = await createAgent(ctx.app, { ip: '192.0.2.12' }).post(
      '/api/contact-request',
      request({ subject: '', urgency: undefined, phone: undefined, message: undefined }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('limits one address to five requests an hour', async () => {
    const agent = createAgent(ctx.app, { ip: '192.0.2.99' });
    for (let i = 0; i < 5; i += 1)
      expect((await agent.post('/api/contact-request', request())).statusCode).toBe(201);
    const sixth = await agent.post('/api/contact-request', request());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('a request handed over from an emergency conversation', () => {
  it('reaches the staff desk as urgent with the transcript, whatever urgency was chosen', async () => {
    const visitor = createAgent(ctx.app, { ip: '192.0.2.30' });
    const conversationHistory = [
      { role: 'user', content: 'my mother fell and she is not getting up' },
      { role: 'assistant', content: 'Please call 911 now.' },
    ];
    const response = await visitor.post(
      '/api/contact-request',
      request({ name: 'Fallen Mother', urgency: 'normal', message: '', conversationHistory }),
    );
    expect(response.statusCode).toBe(201);
    const { agent: specialist } = await staffAgent(ctx, 'specialist');
    const detail = (
      await specialist.get(`/api/staff/contact-requests/${response.json().id}`)
    ).json();
    expect(detail.urgency).toBe('urgent');
    expect(detail.conversation).toEqual(conversationHistory);
  });

  it('keeps the urgency the person chose when the conversation is not an emergency', async () => {
    const visitor = createAgent(ctx.app, { ip: '192.0.2.31' });
    const response = await visitor.post(
      '/api/contact-request',
      request({ name: 'Calm Question', urgency: 'high' }),
    );
    const { agent: specialist } = await staffAgent(ctx, 'specialist');
    const detail = (
      await specialist.get(`/api/staff/contact-requests/${response.json().id}`)
    ).json();
    expect(detail.urgency).toBe('high');
  });
});

describe('the staff desk', () => {
  it('lists urgent requests first with their deadline, and lets a specialist claim, note and resolve', async () => {
    const visitor = createAgent(ctx.app, { ip: '192.0.2.20' });
    await visitor.post(
      '/api/contact-request',
      request({ name: 'Normal Person', urgency: 'normal' }),
    );
    ctx.clock.advance(60_000);
    const urgent = await visitor.post(
      '/api/contact-request',
      request({ name: 'Urgent Person', urgency: 'urgent' }),
    );
    const { agent: specialist, staff } = await staffAgent(ctx, 'specialist');

    const list = (await specialist.get('/api/staff/contact-requests')).json();
    const urgentIndex = list.findIndex((r: { name: string }) => r.name === 'Urgent Person');
    const normalIndex = list.findIndex((r: { name: string }) => r.name === 'Normal Person');
    expect(urgentIndex).toBeGreaterThanOrEqual(0);
    expect(urgentIndex).toBeLessThan(normalIndex);
    const urgentRow = list[urgentIndex];
    expect(new Date(urgentRow.respondBy).getTime() - new Date(urgentRow.createdAt).getTime()).toBe(
      12 * 3600_000,
    );

    const id = urgent.json().id;
    const detail = (await specialist.get(`/api/staff/contact-requests/${id}`)).json();
    expect(detail.conversation).toEqual([
      { role: 'user', content: 'My dad wanders at night' },
      { role: 'assistant', content: 'I can connect you with our team.' },
    ]);

    const claimed = await specialist.post(`/api/staff/contact-requests/${id}/claim`);
    expect(claimed.json()).toMatchObject({ status: 'claimed', claimedBy: { id: staff.id } });
    const { agent: colleague } = await staffAgent(ctx, 'specialist');
    const second = await colleague.post(`/api/staff/contact-requests/${id}/claim`);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Someone has already claimed this request.');

    const noted = await specialist.post(`/api/staff/contact-requests/${id}/notes`, {
      body: 'Called, left a voicemail.',
    });
    expect(noted.json().notes[0]).toMatchObject({
      body: 'Called, left a voicemail.',
      author: staff.name,
    });
    const resolved = await specialist.post(`/api/staff/contact-requests/${id}/status`, {
      status: 'resolved',
    });
    expect(resolved.json().status).toBe('resolved');
    const open = (await specialist.get('/api/staff/contact-requests')).json();
    expect(open.some((r: { id: string }) => r.id === id)).toBe(false);
  });

  it('is closed to family accounts, signed-out visitors and moderators', async () => {
    const { agent: caregiver } = await registerAgent(ctx.app);
    const { agent: moderator } = await staffAgent(ctx, 'moderator');
    for (const path of ['/api/staff/contact-requests', '/api/staff/outbox', '/api/staff/me']) {
      expect((await caregiver.get(path)).statusCode).toBe(401);
      expect((await createAgent(ctx.app).get(path)).statusCode).toBe(401);
    }
    expect((await moderator.get('/api/staff/contact-requests')).statusCode).toBe(403);
    expect((await moderator.get('/api/staff/me')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request and does not let staff act as a family account', async () => {
    const { agent } = await staffAgent(ctx, 'admin');
    const missing = await agent.get(
      '/api/staff/contact-requests/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('without SMTP', () => {
  it('keeps the emails in the outbox, where staff see their delivery state', async () => {
    const offline = await createTestApp();
    await createAgent(offline.app, { ip: '192.0.2.30' }).post(
      '/api/contact-request',
      request({ email: 'no.smtp@example.com' }),
    );
    const { agent } = await staffAgent(offline, 'admin');
    const outbox = (await agent.get('/api/staff/outbox')).json();
    expect(outbox.isSmtpConfigured).toBe(false);
    expect(outbox.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: 'n•••@example.com',
          kind: 'contact-request',
          status: 'pending',
          subject: 'We received your request — Kinwell',
        }),
      ]),
    );
    await offline.close();
  });
});
