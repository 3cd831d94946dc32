import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

it('reports the database, version and uptime', async () => {
  ctx.clock.advance(90_000);
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 'ok',
    version: 'test',
    uptimeSeconds: 90,
    database: 'ok',
  });
});

it('answers 503 when the database is gone', async () => {
  const broken = await createTestApp();
  await broken.database.close();
  const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
  await broken.app.close();
});

it('answers liveness without the database, and readiness with it', async () => {
  const broken = await createTestApp();
  try {
    const ready = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' });
    await broken.database.close();
    const live = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', version: 'test' });
    const notReady = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      migrations: 'unknown',
    });
  } finally {
    await broken.app.close();
  }
});

it('is not ready while a migration of this version has not run', async () => {
  const pending = await createTestApp();
  try {
    // The newest migration's record gone, as on a database an older Kinwell left behind.
    await pending.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await pending.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      migrations: 'pending',
    });
  } finally {
    await pending.close();
  }
});

it('publishes the OpenAPI description generated from the shared schemas', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/user',
      '/api/auth/logout',
      '/api/health',
    ]),
  );
  expect(JSON.stringify(doc.paths['/api/auth/register'])).toContain('phoneNumber');
});

it('sends security headers with a strict script policy', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

it('answers unknown API paths with a JSON 404', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'We could not find that.' });
});

it('tells the browser the support address and emergency number', async () => {
  const custom = await createTestApp({
    supportEmail: 'help@family-care.example',
    emergencyNumber: '112',
    vitals: { sampleRate: 0.1, retentionDays: 7 },
  });
  const response = await custom.app.inject({ method: 'GET', url: '/api/config' });
  expect(response.json()).toEqual({
    productName: 'Kinwell',
    supportEmail: 'help@family-care.example',
    emergencyNumber: '112',
    // The share of page views whose speed the browser reports (decision 044).
    vitalsSampleRate: 0.1,
  });
  await custom.close();
});
