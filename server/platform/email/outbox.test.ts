import { describe, expect, it } from 'vitest';
import { registerAgent, staffAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

describe('the staff outbox', () => {
  it('shows delivery state and never the text of an email', async () => {
    const maria = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    const invitedEmail = `sam.${Date.now()}@example.com`;
    const invitation = await maria.agent.post('/api/circle/invitations', {
      email: invitedEmail,
      role: 'caregiver',
    });
    const { code } = invitation.json<{ code: string }>();
    const neighbourEmail = `pat.${Date.now()}@example.com`;
    await maria.agent.post('/api/circle/emergency-contacts', {
      name: 'Pat Neighbour',
      phone: '555-0142',
      email: neighbourEmail,
      relationship: 'Neighbour',
    });
    const note = 'She fell in the kitchen and cannot get up';
    const alert = await maria.agent.post('/api/circle/crisis-alerts', {
      clientRequestId: crypto.randomUUID(),
      type: 'fall',
      note,
      position: { latitude: 41.8781, longitude: -87.6298, accuracyMeters: 12 },
    });
    expect(alert.statusCode).toBe(201);

    const { agent } = await staffAgent(ctx, 'specialist');
    const response = await agent.get('/api/staff/outbox');
    expect(response.statusCode).toBe(200);
    const raw = response.body;
    expect(raw).not.toContain(code);
    expect(raw).not.toContain('/answer/');
    expect(raw).not.toContain(note);
    expect(raw).not.toContain('maps');
    expect(raw).not.toContain('41.87');
    expect(raw).not.toContain(invitedEmail);
    expect(raw).not.toContain(neighbourEmail);

    const { emails } = response.json<{ emails: Record<string, unknown>[] }>();
    const invitationEmail = emails.find((email) => email.kind === 'invitation');
    expect(invitationEmail).toEqual({
      id: expect.any(String),
      to: `s•••@example.com`,
      subject: 'Maria Lopez invited you to a care circle on Kinwell',
      kind: 'invitation',
      status: 'pending',
      attempts: 0,
      lastErrorCategory: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    const crisisEmail = emails.find((email) => email.kind === 'crisis');
    expect(crisisEmail).toMatchObject({ to: 'p•••@example.com', status: 'pending' });
    for (const email of emails) expect(email).not.toHaveProperty('text');
  });
});
