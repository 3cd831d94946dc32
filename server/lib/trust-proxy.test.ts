import { afterEach, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, type TestContext } from '../test/test-app';

/**
 * Limits kept per client address (here: trying invitation codes, 30 per 10 minutes) must see the
 * real client behind a reverse proxy, and must not believe a client that claims another address.
 */
const CODE = '/api/invitations/ABCDE-FGHJK-MNPQR-STVWX';
let ctx: TestContext;
afterEach(() => ctx.close());

async function exhaust(agent: ReturnType<typeof createAgent>, headers: Record<string, string>) {
  for (let i = 0; i < 30; i += 1) await agent.get(CODE, { headers });
  return agent.get(CODE, { headers });
}

describe('TRUST_PROXY', () => {
  it('behind a trusted proxy, each client has its own limit', async () => {
    ctx = await createTestApp({ trustProxy: '127.0.0.1' });
    const proxy = createAgent(ctx.app, { ip: '127.0.0.1' });
    const first = await exhaust(proxy, { 'x-forwarded-for': '203.0.113.5' });
    expect(first.statusCode).toBe(429);
    const other = await proxy.get(CODE, { headers: { 'x-forwarded-for': '203.0.113.6' } });
    expect(other.statusCode).not.toBe(429);
  });

  it('a client that is not a trusted proxy cannot dodge its limit with X-Forwarded-For', async () => {
    ctx = await createTestApp({ trustProxy: '127.0.0.1' });
    const client = createAgent(ctx.app, { ip: '198.51.100.7' });
    const limited = await exhaust(client, { 'x-forwarded-for': '203.0.113.5' });
    expect(limited.statusCode).toBe(429);
    const forged = await client.get(CODE, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(forged.statusCode).toBe(429);
  });

  it('without the setting, the header is ignored', async () => {
    ctx = await createTestApp();
    const client = createAgent(ctx.app, { ip: '127.0.0.1' });
    await exhaust(client, { 'x-forwarded-for': '203.0.113.5' });
    const forged = await client.get(CODE, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(forged.statusCode).toBe(429);
  });
});

describe('request ids', () => {
  it('gives every answer an id of its own, whatever the client sent', async () => {
    ctx = await createTestApp();
    const first = await createAgent(ctx.app).get('/api/health/live');
    const second = await createAgent(ctx.app).get('/api/health/live', {
      headers: { 'x-request-id': 'forged' },
    });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
