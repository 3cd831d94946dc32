import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../../shared/entered-dates';
import {
  IMAGE_HEIC_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
} from '../../../shared/images';
import { auditEvents } from '../../platform/audit/audit.schema';
import { images } from '../../platform/images/images.schema';
import { inviteMember, makePng, photoUpload } from '../../test/fixtures';
import { registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

describe('the care recipient’s profile', () => {
  it('is filled in small steps; each step is kept, and finishing marks it set up', async () => {
    const { agent } = await registerAgent(ctx.app, { role: 'caregiver' });
    const step1 = await agent.patch('/api/circle/recipient', {
      preferredName: ' Rosa ',
      setupStep: 1,
    });
    expect(step1.json()).toMatchObject({ preferredName: 'Rosa', setupStep: 1, isSetUp: false });

    await agent.patch('/api/circle/recipient', {
      dateOfBirth: '1944-05-30',
      stage: 'middle',
      setupStep: 2,
    });
    // Going back a step never loses the furthest step reached.
    await agent.patch('/api/circle/recipient', { timeZone: 'America/Chicago', setupStep: 1 });
    const done = await agent.patch('/api/circle/recipient', {
      conditions: 'Alzheimer’s disease, high blood pressure',
      allergies: '',
      whatCalms: 'Frank Sinatra, folding towels',
      setupComplete: true,
    });
    expect(done.json()).toMatchObject({
      preferredName: 'Rosa',
      dateOfBirth: '1944-05-30',
      stage: 'middle',
      timeZone: 'America/Chicago',
      allergies: null,
      whatCalms: 'Frank Sinatra, folding towels',
      setupStep: 5,
      isSetUp: true,
    });
    expect((await agent.get('/api/circle')).json()).toMatchObject({
      recipientName: 'Rosa',
      isSetUp: true,
      timeZone: 'America/Chicago',
    });
  });

  it('explains what is wrong with a field', async () => {
    const { agent } = await registerAgent(ctx.app, { role: 'caregiver' });
    const cases: [Record<string, unknown>, string][] = [
      [{ timeZone: 'Mars/Olympus' }, 'Please choose a time zone from the list'],
      [{ preferredName: '  ' }, 'Please enter the name they like to be called'],
      [{ dateOfBirth: '30/05/1944' }, 'Please enter a date of birth like 1948-05-30'],
      [{ dateOfBirth: '2099-01-01' }, 'Please check the date of birth'],
      [{ dateOfBirth: '2199-01-01' }, DATE_RANGE_MESSAGE],
      [{ dateOfBirth: '1800-01-01' }, DATE_RANGE_MESSAGE],
      [{ stage: 'severe' }, 'Please choose a stage'],
      [{ routines: 'x'.repeat(2001) }, 'Routines must be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await agent.patch('/api/circle/recipient', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('family members can read it, not change it; each person’s view is audited once an hour', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const family = await inviteMember(ctx, caregiver.agent, 'family');
    await caregiver.agent.patch('/api/circle/recipient', { allergies: 'Penicillin' });

    expect((await family.agent.get('/api/circle/recipient')).json()).toMatchObject({
      allergies: 'Penicillin',
    });
    await family.agent.get('/api/circle/recipient');
    ctx.clock.advance(61 * 60 * 1000);
    await family.agent.get('/api/circle/recipient');
    const views = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, family.user.id));
    expect(views.filter((v) => v.action === 'care_recipient.viewed')).toHaveLength(2);

    const edit = await family.agent.patch('/api/circle/recipient', { allergies: 'None' });
    expect(edit.statusCode).toBe(403);
  });
});

describe('the recipient’s photo', () => {
  it('is re-encoded without metadata (no GPS) and served only to the circle', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const withGps = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#c08040' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', ImageDescription: 'Kitchen at home' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const uploaded = await caregiver.agent.upload('PUT', '/api/circle/recipient/photo', {
      file: { field: 'photo', filename: 'rosa.jpg', contentType: 'image/jpeg', bytes: withGps },
    });
    expect(uploaded.statusCode).toBe(200);
    const { photoUrl } = uploaded.json<{ photoUrl: string }>();

    const served = await caregiver.agent.get(photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);

    const stranger = await registerAgent(ctx.app, { role: 'caregiver' });
    expect((await stranger.agent.get(photoUrl)).statusCode).toBe(404);
  });

  it('replacing or removing it deletes the old picture', async () => {
    const { agent, user } = await registerAgent(ctx.app, { role: 'caregiver' });
    await agent.upload('PUT', '/api/circle/recipient/photo', await photoUpload());
    await agent.upload(
      'PUT',
      '/api/circle/recipient/photo',
      await photoUpload(await makePng(6, 6, '#222222')),
    );
    const stored = () =>
      ctx.database.db
        .select()
        .from(images)
        .where(eq(images.circleId, user.circleId as string));
    expect(await stored()).toHaveLength(1);
    const removed = await agent.delete('/api/circle/recipient/photo');
    expect(removed.json()).toMatchObject({ photoUrl: null });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses what is not a picture, iPhone HEIC files and files over 10 MB, with a clear message', async () => {
    const { agent } = await registerAgent(ctx.app, { role: 'caregiver' });
    const send = (bytes: Buffer, contentType = 'image/png') =>
      agent.upload('PUT', '/api/circle/recipient/photo', {
        file: { field: 'photo', filename: 'photo', contentType, bytes },
      });

    const script = await send(Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ message: IMAGE_UNREADABLE_MESSAGE });

    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(64),
    ]);
    expect((await send(heic, 'image/heic')).json()).toEqual({ message: IMAGE_HEIC_MESSAGE });

    const truncated = (await makePng()).subarray(0, 40);
    expect((await send(truncated)).json()).toEqual({ message: IMAGE_UNREADABLE_MESSAGE });

    const huge = Buffer.concat([await makePng(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await send(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE });

    const empty = await agent.upload('PUT', '/api/circle/recipient/photo', {
      fields: { note: 'x' },
    });
    expect(empty.json()).toEqual({ message: 'Please choose a photo.' });
  });
});
