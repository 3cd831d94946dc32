import { expect, it } from 'vitest';
import { createCircleFixture } from '../test/fixtures';
import { setUpTestApp } from '../test/test-app';

const ctx = setUpTestApp();

it('never lets a browser or proxy keep an API answer: health data is not cached', async () => {
  const { caregiverA } = await createCircleFixture(ctx);
  for (const url of [
    '/api/auth/user',
    '/api/circle/recipient',
    '/api/circle/medications',
    '/api/circle/emergency-profile',
    '/api/circle/appointments',
    '/api/circle/tracking?days=7',
    '/api/circle/audit',
    '/api/notifications',
  ]) {
    const response = await caregiverA.agent.get(url);
    expect(response.statusCode, url).toBeLessThan(300);
    expect(response.headers['cache-control'], url).toBe('no-store');
  }
  // Errors too: a 404 for another circle's id says nothing a cache should keep.
  const missing = await caregiverA.agent.get(
    '/api/circle/medications/00000000-0000-4000-8000-000000000000',
  );
  expect(missing.headers['cache-control']).toBe('no-store');
});

it('keeps the caching a route chose for itself (pictures are checked each time, decision 074)', async () => {
  const { caregiverA } = await createCircleFixture(ctx);
  const recipient = (await caregiverA.agent.get('/api/circle/recipient')).json<{
    photoUrl: string | null;
  }>();
  expect(recipient.photoUrl).toBeTruthy();
  const photo = await caregiverA.agent.get(recipient.photoUrl!);
  expect(photo.headers['cache-control']).toBe('private, no-cache');
});
