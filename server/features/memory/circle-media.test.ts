import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryFileStore } from '../../platform/files/file-store';
import { makeWav } from '../../test/audio-fixtures';
import { inviteMember } from '../../test/fixtures';
import { createTestApp, registerAgent, type Agent, type TestContext } from '../../test/test-app';

// What photos and recordings share through the circle-media lifecycle
// (server/platform/circle-media/), asked of each kind the same way over HTTP.

let ctx: TestContext;
beforeAll(async () => {
  const files = await createTemporaryFileStore();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kinwell-media-uploads-'));
  ctx = await createTestApp({}, { files, uploadsDir });
});
afterAll(() => ctx.close());

let colors = 0;
const kinds = [
  {
    noun: 'photos',
    job: 'memory-photo-announcements',
    notice: 'memory.photos_added',
    add: async (agent: Agent) =>
      agent.upload('POST', '/api/circle/photos', {
        fields: {},
        file: {
          field: 'photo',
          filename: 'photo.png',
          contentType: 'image/png',
          // Another colour each time: the same photo twice is refused (decision 060).
          bytes: await sharp({
            create: {
              width: 30,
              height: 30,
              channels: 3,
              background: `#${(0x3399cc + 101 * ++colors).toString(16).slice(-6)}`,
            },
          })
            .png()
            .toBuffer(),
        },
      }),
  },
  {
    noun: 'recordings',
    job: 'memory-recording-announcements',
    notice: 'memory.recordings_added',
    add: (agent: Agent) =>
      agent.upload('POST', '/api/circle/recordings', {
        fields: { title: 'Grandpa at the lake' },
        file: { field: 'audio', filename: 'story', contentType: 'audio/wav', bytes: makeWav(2) },
      }),
  },
] as const;

describe.each(kinds)('telling the circle about new $noun', ({ noun, job, notice, add }) => {
  const notices = async (agent: Agent) =>
    (await agent.get('/api/notifications'))
      .json<{ notifications: { kind: string; title: string }[] }>()
      .notifications.filter((n) => n.kind === notice);

  it('once per batch, after the person has paused, and not to those who turned it off', async () => {
    ctx.clock.set('2026-03-02T15:00:00Z');
    const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
    const rosa = await inviteMember(ctx, caregiver.agent, 'family', 'Rosa Lopez');
    const current = (await rosa.agent.get('/api/notifications/preferences')).json<
      Record<string, unknown>
    >();
    const off = await rosa.agent.put('/api/notifications/preferences', {
      ...current,
      kinds: { [notice]: { inApp: false, email: false, push: false } },
    });
    expect(off.statusCode, off.body).toBe(200);

    const announce = (at: string) => {
      ctx.clock.set(at);
      return ctx.app.jobs.get(job).runOnce();
    };
    // What other families added is announced first, so this batch stands alone.
    await announce('2026-03-02T18:00:00Z');
    for (const at of ['18:10:00', '18:11:00', '18:12:00']) {
      ctx.clock.set(`2026-03-02T${at}Z`);
      const added = await add(sam.agent);
      expect(added.statusCode, added.body).toBe(201);
    }
    // Still adding: nobody is told yet.
    expect(await announce('2026-03-02T18:14:00Z')).toBe(0);
    expect(await announce('2026-03-02T18:15:30Z')).toBe(1);
    expect(await announce('2026-03-02T18:20:00Z')).toBe(0);

    expect(await notices(caregiver.agent)).toEqual([
      expect.objectContaining({ title: `Sam Lopez added 3 ${noun}` }),
    ]);
    expect(await notices(sam.agent)).toEqual([]);
    expect(await notices(rosa.agent)).toEqual([]);
  });
});
