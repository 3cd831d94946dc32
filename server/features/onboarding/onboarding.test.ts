import { expect, it } from 'vitest';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

it('starts with neither flag and remembers completion per user', async () => {
  const { agent } = await registerAgent(ctx.app);
  const { agent: other } = await registerAgent(ctx.app, { role: 'family' });
  expect((await agent.get('/api/user/onboarding-status')).json()).toEqual({
    completed: false,
    skipped: false,
  });
  expect((await agent.post('/api/user/complete-onboarding')).json()).toEqual({
    completed: true,
    skipped: false,
  });
  expect((await agent.get('/api/user/onboarding-status')).json()).toEqual({
    completed: true,
    skipped: false,
  });
  expect((await other.get('/api/user/onboarding-status')).json()).toEqual({
    completed: false,
    skipped: false,
  });
  expect((await other.post('/api/user/skip-onboarding')).json()).toEqual({
    completed: false,
    skipped: true,
  });
});

it('needs a signed-in user', async () => {
  const anonymous = createAgent(ctx.app);
  expect((await anonymous.get('/api/user/onboarding-status')).statusCode).toBe(401);
  expect((await anonymous.post('/api/user/skip-onboarding')).statusCode).toBe(401);
});
