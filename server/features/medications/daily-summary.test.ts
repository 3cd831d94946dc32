import { expect, it } from 'vitest';
import { dailyMedication, inviteMember } from '../../test/fixtures';
import { registerAgent, setUpTestAppWithSmtp } from '../../test/test-app';

const ctx = setUpTestAppWithSmtp();

it('emails the evening summary once, at 20:00 local, to the members who chose it', async () => {
  ctx.clock.set('2026-03-02T10:00:00Z');
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/New_York',
  });
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const current = (await family.agent.get('/api/notifications/preferences')).json<object>();
  await family.agent.put('/api/notifications/preferences', {
    ...current,
    kinds: { 'medication.daily_summary': { inApp: true, email: true, push: false } },
  });
  await caregiver.agent.post('/api/circle/medications', dailyMedication('Donepezil', ['08:00']));
  ctx.clock.set('2026-03-02T13:05:00Z');
  const [dose] = (await family.agent.get('/api/circle/doses')).json<{ doses: { id: string }[] }>()
    .doses;
  await family.agent.upload('POST', `/api/circle/doses/${dose?.id}/log`, {
    fields: { status: 'taken' },
  });

  // 19:59 in New York: not yet. 20:00 and after: once.
  ctx.clock.set('2026-03-03T00:59:00Z');
  expect(await ctx.app.jobs.get('daily-summaries').runOnce()).toBe(0);
  ctx.clock.set('2026-03-03T01:00:00Z');
  expect(await ctx.app.jobs.get('daily-summaries').runOnce()).toBe(1);
  ctx.clock.set('2026-03-03T02:00:00Z');
  expect(await ctx.app.jobs.get('daily-summaries').runOnce()).toBe(0);
  await ctx.app.jobs.get('email-delivery').runOnce();

  const subject = 'Rosa’s medicines today: 1 taken, 0 missed';
  const toFamily = ctx.smtp.received.filter((e) => e.subject === subject);
  expect(toFamily.map((e) => e.to)).toEqual([[family.input.email]]);
  expect(toFamily[0]?.text).toContain('8:00 AM Donepezil: taken');
});
