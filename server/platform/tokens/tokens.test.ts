import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emergencyLinks } from '../../features/emergency/emergency.schema';
import { auditEvents } from '../audit/audit.schema';
import { inviteMember } from '../../test/fixtures';
import { registerAgent, setUpTestApp } from '../../test/test-app';
import { makeToken } from './tokens.service';

const ctx = setUpTestApp();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('makeToken', () => {
  it('makes a fresh 256-bit secret each time and keeps only its SHA-256', () => {
    const first = makeToken();
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.tokenHash).toBe(sha256(first.secret));
    expect(makeToken().secret).not.toBe(first.secret);
    expect(makeToken('ABCD2345')).toEqual({ secret: 'ABCD2345', tokenHash: sha256('ABCD2345') });
  });
});

// Through emergency links and invitations, two of the tokens' users.
describe('capability tokens', () => {
  it('store only the hash of the secret handed out, and audit making and turning off', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const { id, url } = (
      await caregiver.agent.post('/api/circle/emergency-links', { days: 30 })
    ).json<{ id: string; url: string }>();
    const secret = url.split('/e/')[1] ?? '';
    const [row] = await ctx.database.db
      .select()
      .from(emergencyLinks)
      .where(eq(emergencyLinks.id, id));
    expect(row?.tokenHash).toBe(sha256(secret));

    expect((await caregiver.agent.delete(`/api/circle/emergency-links/${id}`)).statusCode).toBe(
      204,
    );
    const audited = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject, `emergency_link:${id}`),
          eq(auditEvents.actorUserId, caregiver.user.id),
        ),
      );
    expect(audited.map((event) => [event.action, event.detail])).toEqual(
      expect.arrayContaining([
        ['emergency_link.created', 'valid 30 days'],
        ['emergency_link.revoked', null],
      ]),
    );
  });

  it('turn off once: again is 409, and an unknown or another circle’s token is 404', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const other = await registerAgent(ctx.app, { role: 'caregiver' });
    const { id } = (await caregiver.agent.post('/api/circle/emergency-links', { days: 30 })).json<{
      id: string;
    }>();

    const foreign = await other.agent.delete(`/api/circle/emergency-links/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'We could not find that link.' });
    const unknown = await caregiver.agent.delete(
      '/api/circle/emergency-links/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);

    expect((await caregiver.agent.delete(`/api/circle/emergency-links/${id}`)).statusCode).toBe(
      204,
    );
    const again = await caregiver.agent.delete(`/api/circle/emergency-links/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This link was already turned off.' });
    const listed = (await caregiver.agent.get('/api/circle/emergency-links')).json<
      { id: string; status: string }[]
    >();
    expect(listed).toEqual([expect.objectContaining({ id, status: 'revoked' })]);
  });

  it('that work once cannot be turned off after use, with the feature’s own message', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const { invitationId } = await inviteMember(ctx, caregiver.agent, 'family');
    const revoke = await caregiver.agent.delete(`/api/circle/invitations/${invitationId}`);
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json()).toEqual({ message: 'This invitation was already used or cancelled.' });
    const listed = (await caregiver.agent.get('/api/circle/invitations')).json<
      { status: string; invitedBy: string | null }[]
    >();
    expect(listed).toEqual([
      expect.objectContaining({ status: 'accepted', invitedBy: caregiver.input.name }),
    ]);
  });
});
