import { describe, expect, it } from 'vitest';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';
import { INVITATION_OTHER_EMAIL_MESSAGE } from './invitations.service';

const ctx = setUpTestApp();

let sequence = 0;
/** Maria's circle with an invitation sent to Sam's address. */
async function invitation() {
  sequence += 1;
  const maria = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const invitedEmail = `sam.${sequence}.${Date.now()}@example.com`;
  const created = await maria.agent.post('/api/circle/invitations', {
    email: invitedEmail,
    role: 'caregiver',
  });
  const { code } = created.json<{ code: string }>();
  const memberEmails = async () =>
    (await maria.agent.get('/api/circle/members')).json<{ email: string }[]>().map((m) => m.email);
  return { maria, invitedEmail, code, memberEmails };
}

describe('an invitation is bound to the address it was sent to', () => {
  it('refuses a registration with another address, and nobody joins', async () => {
    const { code, invitedEmail, memberEmails } = await invitation();
    const otherEmail = `specialist.${Date.now()}@example.com`;
    const agent = createAgent(ctx.app);
    const response = await agent.post('/api/auth/register', {
      name: 'Someone Else',
      email: otherEmail,
      password: 'correct horse',
      role: 'caregiver',
      invitationCode: code,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: INVITATION_OTHER_EMAIL_MESSAGE });
    expect(await memberEmails()).not.toContain(otherEmail);
    // No account was made, and the invitation still works for the invited person.
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    const sam = await registerAgent(ctx.app, {
      email: `  ${invitedEmail.toUpperCase()} `,
      role: 'caregiver',
      invitationCode: code,
    });
    expect(sam.user.circleId).not.toBeNull();
    expect(await memberEmails()).toContain(invitedEmail);
  });

  it('refuses an existing account with another address, and it does not join', async () => {
    const { code, memberEmails } = await invitation();
    const other = await registerAgent(ctx.app, { name: 'Someone Else', role: 'family' });
    const response = await other.agent.post('/api/invitations/accept', { code });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: INVITATION_OTHER_EMAIL_MESSAGE });
    expect(await memberEmails()).not.toContain(other.input.email);
  });

  it('lets an existing account with the invited address join', async () => {
    const { code, invitedEmail, memberEmails } = await invitation();
    const sam = await registerAgent(ctx.app, { email: invitedEmail, role: 'family' });
    const response = await sam.agent.post('/api/invitations/accept', { code });
    expect(response.statusCode).toBe(200);
    expect(await memberEmails()).toContain(invitedEmail);
  });
});
