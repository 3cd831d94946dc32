import { describe, expect, it } from 'vitest';
import type {
  CommunityPost,
  CommunityProfile,
  Helped,
  PostCreated,
  PostPage,
} from '../../../shared/community';
import type { PausedMember } from '../../../shared/community-moderation';
import { type Agent, registerAgent, staffAgent } from '../../test/test-app';
import { findListedWord } from './community.holds';
import {
  communityTest,
  DAY,
  MINUTE,
  moderationQueue as queue,
  NOW,
  ready,
  writePost,
  writeReply as reply,
} from './community.test-setup';

const GROUP = '/api/community/groups/behaviour-changes';
const { ctx, readyFamily, established, audited: auditActions } = communityTest(GROUP);

/** A caregiver with a family member in their circle (so notices reach them), both ready to post. */
const family = (name?: string, session: 'standard' | 'remembered' = 'standard') =>
  readyFamily(name, { session });

const post = async (agent: Agent, body: object, group = GROUP) =>
  (await writePost(agent, group, body)).post;

describe('the word list', () => {
  it('matches whole words in any case, Unicode letters included', () => {
    expect(findListedWord('Win at the CASINO tonight', ['casino'])).toBe('CASINO');
    expect(findListedWord('The casinos are closed', ['casino'])).toBeNull();
    expect(findListedWord('Un CAFÉ gratuit', ['café'])).toBe('CAFÉ');
    expect(findListedWord('Les cafés du coin', ['café'])).toBeNull();
    expect(findListedWord('Ein Straße-Fest', ['straße'])).toBe('Straße');
    expect(findListedWord('cheap-pills here', ['cheap-pills'])).toBe('cheap-pills');
    expect(findListedWord('anything (a+b)', ['a+b'])).toBe('a+b');
    expect(findListedWord('Nothing listed', [])).toBeNull();
  });

  it('is kept by moderators and holds what matches for review', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const specialist = (await staffAgent(ctx, 'specialist')).agent;
    expect((await specialist.get('/api/staff/community/held-words')).statusCode).toBe(403);
    const saved = await moderator.put('/api/staff/community/held-words', {
      words: ['Lottery', 'lottery', ' crypto '],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ words: string[] }>().words).toEqual(['crypto', 'lottery']);
    expect((await auditActions('community.held_words_changed', 'words:2')).length).toBe(1);

    const { caregiver, relative } = await family('Wendy Cole');
    await established(caregiver, 'Wendy Cole');
    const listed = await post(caregiver, { title: 'Win the LOTTERY', body: 'Ask me how.' });
    expect(listed.moderation.isHeld).toBe(true);
    const unlisted = await post(caregiver, { title: 'Lotteryland', body: 'A board game.' });
    expect(unlisted.moderation.isHeld).toBe(false);
    expect((await relative.get(`/api/community/posts/${listed.id}`)).statusCode).toBe(404);
    const item = (await queue(moderator)).find((entry) => entry.id === listed.id);
    expect(item?.isHeld).toBe(true);
    expect(item?.flags[0]?.reason).toBe('Held for review: A word on the list');

    expect((await moderator.put('/api/staff/community/held-words', { words: [] })).statusCode).toBe(
      200,
    );
  });
});

describe('automatic holds', () => {
  it('keeps a new member’s link from everyone else until a moderator approves it', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const newcomer = await registerAgent(ctx.app, { name: 'Spam Bot', role: 'caregiver' });
    await ready(newcomer.agent);
    const { caregiver: reader } = await family('Ruth Ames');

    const held = await post(newcomer.agent, {
      title: 'Cheap care products',
      body: 'Great deals at https://spam.example/deals for everyone',
    });
    // The writer sees it, waiting for a moderator.
    expect(held.moderation).toMatchObject({ isHeld: true, isHidden: false });
    const own = await newcomer.agent.get(`${GROUP}/posts`);
    expect(own.json<PostPage>().posts.map((item) => item.id)).toContain(held.id);

    // Nobody else: not the post, not the group's list, not search, not a notification.
    expect((await reader.get(`/api/community/posts/${held.id}`)).statusCode).toBe(404);
    const list = await reader.get(`${GROUP}/posts`);
    expect(list.json<PostPage>().posts.map((item) => item.id)).not.toContain(held.id);
    const found = await reader.get('/api/community/search?q=cheap care products');
    expect(found.body).not.toContain(held.id);
    expect((await reader.put(`/api/community/posts/${held.id}/helped`)).statusCode).toBe(404);
    expect((await reader.get('/api/notifications')).body).not.toContain('Cheap care');

    const item = (await queue(moderator)).find((entry) => entry.id === held.id);
    expect(item).toMatchObject({ isHeld: true, isHidden: false });
    expect(item?.flags[0]).toMatchObject({
      kind: 'held',
      reason: 'Held for review: A link from a new member',
    });

    const closed = await moderator.post(`/api/staff/community/posts/${held.id}/moderation`, {
      action: 'dismiss',
      note: 'Nothing to do.',
    });
    expect(closed.statusCode).toBe(400);
    const approved = await moderator.post(`/api/staff/community/posts/${held.id}/moderation`, {
      action: 'approve',
      note: 'Checked the link.',
    });
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await reader.get(`/api/community/posts/${held.id}`)).statusCode).toBe(200);
    expect((await reader.get('/api/community/search?q=cheap care products')).body).toContain(
      held.id,
    );
    expect((await queue(moderator)).some((entry) => entry.id === held.id)).toBe(false);
    expect((await auditActions('community.approved', held.id)).length).toBe(1);
    const again = await moderator.post(`/api/staff/community/posts/${held.id}/moderation`, {
      action: 'approve',
      note: 'Checked the link.',
    });
    expect(again.statusCode).toBe(400);
  });

  it('holds a new member’s reply with a link: the post’s writer hears of it only once approved', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver } = await family('Nora Quinn');
    const thread = await post(caregiver, { title: 'Night walks', body: 'Any ideas?' });
    const { caregiver: newcomer } = await family('Ben Ford');

    const held = await reply(newcomer, thread.id, 'This page helped us: www.example.org/night');
    expect(held.moderation.isHeld).toBe(true);
    const seen = (await caregiver.get(`/api/community/posts/${thread.id}`)).json<CommunityPost>();
    expect(seen.replies).toHaveLength(0);
    expect(seen.replyCount).toBe(0);
    expect((await caregiver.get('/api/notifications')).body).not.toContain('Night walks');

    const hidden = await moderator.post(`/api/staff/community/replies/${held.id}/moderation`, {
      action: 'hide',
      note: 'Please do not share links to shops.',
    });
    expect(hidden.statusCode).toBe(204);
    expect(
      (await caregiver.get(`/api/community/posts/${thread.id}`)).json<CommunityPost>().replies,
    ).toHaveLength(0);

    const second = await reply(newcomer, thread.id, 'Or this one: https://example.org/walks');
    const approved = await moderator.post(`/api/staff/community/replies/${second.id}/moderation`, {
      action: 'approve',
      note: 'A helpful page.',
    });
    expect(approved.statusCode).toBe(204);
    const after = (await caregiver.get(`/api/community/posts/${thread.id}`)).json<CommunityPost>();
    expect(after.replies.map((item) => item.id)).toEqual([second.id]);
    expect((await caregiver.get('/api/notifications')).body).toContain(
      'New reply to “Night walks”',
    );
    // The writer is told their words are open to others now.
    expect((await newcomer.get('/api/notifications')).body).toContain('approved what you wrote');
  });

  it('lets an established member’s link through and holds anyone writing faster than the limit', async () => {
    const { caregiver, relative } = await family('Lena Park');
    await established(caregiver, 'Lena Park');
    // Not new only once both are true: 3 posts others saw and a week since the guidelines.
    const linked = await post(caregiver, {
      title: 'A useful guide',
      body: 'https://www.alz.org has a guide.',
    });
    expect(linked.moderation.isHeld).toBe(false);
    expect((await relative.get(`/api/community/posts/${linked.id}`)).statusCode).toBe(200);

    ctx.clock.advance(11 * MINUTE);
    const written: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const created = await post(caregiver, { title: `Quick note ${i}`, body: 'Hello.' });
      written.push(created.moderation.isHeld);
      ctx.clock.advance(MINUTE);
    }
    expect(written).toEqual([false, false, false, false, false, true]);
  });

  it('holds crisis language for a moderator, who hears of it at once (decision 069)', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const newcomer = await registerAgent(ctx.app, { name: 'Alex Grey', role: 'caregiver' });
    await ready(newcomer.agent);
    const { caregiver: reader } = await family('Ivy Stone');
    const response = await newcomer.agent.post(`${GROUP}/posts`, {
      title: 'I cannot go on',
      body: 'I want to kill myself tonight. I read https://example.org but nothing helps.',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<PostCreated>();
    expect(created.showCrisisResources).toBe(true);
    expect(created.post.moderation.isHeld).toBe(true);
    expect((await reader.get(`/api/community/posts/${created.post.id}`)).statusCode).toBe(404);
    // One urgent item: the crisis flag, not a second flag for the new member's link.
    const item = (await queue(moderator)).find((entry) => entry.id === created.post.id);
    expect(item).toMatchObject({ isUrgent: true, isHeld: true });
    expect(item?.flags.map((flag) => flag.kind)).toEqual(['crisis']);
  });
});

describe('moderator actions', () => {
  it('edits with a note the writer reads, and everyone sees a moderator edited it', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver, relative } = await family('Hana Moss');
    const created = await post(caregiver, {
      title: 'Our doctor Dr Jones at Mercy',
      body: 'Dr Jones at Mercy Hospital said it is fine.',
    });
    const edited = await moderator.put(`/api/staff/community/posts/${created.id}/text`, {
      body: 'Our doctor said it is fine.',
      note: 'I took out the doctor’s name to protect privacy.',
    });
    expect(edited.statusCode, edited.body).toBe(204);

    const own = (await caregiver.get(`/api/community/posts/${created.id}`)).json<CommunityPost>();
    expect(own.body).toBe('Our doctor said it is fine.');
    expect(own.moderation).toMatchObject({
      isEditedByModerator: true,
      editNote: 'I took out the doctor’s name to protect privacy.',
    });
    const other = (await relative.get(`/api/community/posts/${created.id}`)).json<CommunityPost>();
    expect(other.moderation).toMatchObject({ isEditedByModerator: true, editNote: null });
    expect((await caregiver.get('/api/notifications')).body).toContain(
      'A moderator edited your post',
    );
    expect((await auditActions('community.moderator_edited', created.id)).length).toBe(1);

    const missingNote = await moderator.put(`/api/staff/community/posts/${created.id}/text`, {
      body: 'x',
    });
    expect(missingNote.statusCode).toBe(400);
  });

  it('warns the writer, who reads it on their profile and in their notifications', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver, relative } = await family('Otto Brandt');
    const created = await post(caregiver, { title: 'Blunt words', body: 'You are all wrong.' });
    const answer = await reply(relative, created.id, 'Be nice.');
    const warned = await moderator.post(`/api/staff/community/replies/${answer.id}/warning`, {
      note: 'Please keep replies kind.',
    });
    expect(warned.statusCode).toBe(204);
    const profile = (await relative.get('/api/community/profile')).json<CommunityProfile>();
    expect(profile.warning).toEqual({
      at: new Date(NOW).toISOString(),
      note: 'Please keep replies kind.',
    });
    expect(
      (await caregiver.get('/api/community/profile')).json<CommunityProfile>().warning,
    ).toBeNull();
    expect((await relative.get('/api/notifications')).body).toContain('sent you a warning');
    expect((await auditActions('community.warned', answer.id)).length).toBe(1);
  });

  it('pauses posting for a time: the member reads but cannot write, and is told until when', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver, relative } = await family('Paula Reyes', 'remembered');
    const created = await post(caregiver, { title: 'Selling things', body: 'Buy my stuff.' });
    const bad = await moderator.post(`/api/staff/community/posts/${created.id}/suspension`, {
      days: 3,
      note: 'x x x',
    });
    expect(bad.statusCode).toBe(400);
    const suspended = await moderator.post(`/api/staff/community/posts/${created.id}/suspension`, {
      days: 7,
      note: 'Selling is not allowed here.',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<{ until: string }>().until).toBe('2026-03-09T15:00:00.000Z');

    const profile = (await caregiver.get('/api/community/profile')).json<CommunityProfile>();
    expect(profile.suspension).toEqual({
      until: '2026-03-09T15:00:00.000Z',
      note: 'Selling is not allowed here.',
    });
    // Reading still works.
    expect((await caregiver.get(`${GROUP}/posts`)).statusCode).toBe(200);
    const refused = await caregiver.post(`${GROUP}/posts`, { title: 'Again', body: 'Buy.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'A moderator paused your posting until March 9, 2026 at 3:00 PM (UTC). You can still read the groups. The moderator’s reason: Selling is not allowed here.',
    );
    const other = await post(relative, { title: 'A question', body: 'Anyone awake?' });
    expect(
      (await caregiver.post(`/api/community/posts/${other.id}/replies`, { body: 'Me.' }))
        .statusCode,
    ).toBe(403);
    expect((await caregiver.get('/api/notifications')).body).toContain('paused your posting');
    expect((await auditActions('community.suspended', `${created.id} days:7`)).length).toBe(1);

    // A later decision replaces the pause; it ends at its time by the clock.
    const shorter = await moderator.post(`/api/staff/community/posts/${created.id}/suspension`, {
      days: 1,
      note: 'Selling is not allowed here.',
    });
    expect(shorter.statusCode).toBe(200);
    ctx.clock.advance(DAY - MINUTE);
    expect(
      (await caregiver.post(`${GROUP}/posts`, { title: 'Again', body: 'Hi.' })).statusCode,
    ).toBe(403);
    ctx.clock.advance(2 * MINUTE);
    expect(
      (await caregiver.get('/api/community/profile')).json<CommunityProfile>().suspension,
    ).toBeNull();
    await post(caregiver, { title: 'I am back', body: 'Sorry, everyone.' });
  });

  it('can be lifted early by a moderator, audited, and the member is told', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const specialist = (await staffAgent(ctx, 'specialist')).agent;
    const { caregiver } = await family('Rita Moss');
    const created = await post(caregiver, { title: 'A misunderstanding', body: 'Hello all.' });
    expect(
      (
        await moderator.post(`/api/staff/community/posts/${created.id}/suspension`, {
          days: 30,
          note: 'Please take a break.',
        })
      ).statusCode,
    ).toBe(200);

    const listed = await moderator.get('/api/staff/community/pauses');
    expect(listed.statusCode, listed.body).toBe(200);
    const paused = listed
      .json<{ members: PausedMember[] }>()
      .members.find((member) => member.accountName === 'Rita Moss');
    expect(paused).toMatchObject({
      communityName: 'Rita M.',
      until: '2026-04-01T15:00:00.000Z',
      note: 'Please take a break.',
    });
    expect((await specialist.get('/api/staff/community/pauses')).statusCode).toBe(403);
    const userId = paused!.userId;

    const noNote = await moderator.post(`/api/staff/community/pauses/${userId}/lift`, {});
    expect(noNote.statusCode).toBe(400);
    expect(
      (
        await specialist.post(`/api/staff/community/pauses/${userId}/lift`, {
          note: 'It was a misunderstanding.',
        })
      ).statusCode,
    ).toBe(403);
    const lifted = await moderator.post(`/api/staff/community/pauses/${userId}/lift`, {
      note: 'It was a misunderstanding, sorry.',
    });
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect(
      (await caregiver.get('/api/community/profile')).json<CommunityProfile>().suspension,
    ).toBeNull();
    await post(caregiver, { title: 'Thank you', body: 'Glad to be back.' });
    const notices = (await caregiver.get('/api/notifications')).body;
    expect(notices).toContain('A moderator lifted the pause on your posting');
    expect(notices).toContain('It was a misunderstanding, sorry.');
    expect((await auditActions('community.suspension_lifted', `user:${userId}`)).length).toBe(1);
    expect(
      (await moderator.get('/api/staff/community/pauses'))
        .json<{ members: PausedMember[] }>()
        .members.some((member) => member.userId === userId),
    ).toBe(false);

    // Nothing to lift any more.
    const again = await moderator.post(`/api/staff/community/pauses/${userId}/lift`, {
      note: 'Again.',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toMatch(/not paused/);
  });
});

describe('rate limits', () => {
  it('answer 429 with a clear message past 20 posts an hour', async () => {
    const { caregiver } = await family('Quin Hart');
    for (let i = 0; i < 20; i += 1) {
      await post(caregiver, { title: `Post number ${i}`, body: 'Hello.' });
      ctx.clock.advance(2 * MINUTE);
    }
    const refused = await caregiver.post(`${GROUP}/posts`, { title: 'One more', body: 'Hi.' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/many posts in the last hour/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The first post leaves the hour's window after Retry-After.
    ctx.clock.advance(Number(refused.headers['retry-after']) * 1000);
    await post(caregiver, { title: 'Later on', body: 'Hello again.' });
  });

  it('answer 429 past 20 reports a day', async () => {
    const { caregiver, relative } = await family('Rita Vance');
    const created = await post(caregiver, { title: 'Something', body: 'Anything.' });
    for (let i = 0; i < 20; i += 1) {
      const sent = await relative.post(`/api/community/posts/${created.id}/reports`, {
        reason: 'other',
      });
      expect(sent.statusCode).toBe(204);
    }
    const refused = await relative.post(`/api/community/posts/${created.id}/reports`, {
      reason: 'other',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/many reports today/);
  });
});

describe('this helped', () => {
  it('counts one per member, toggles, and sorts most helpful with paging that never repeats', async () => {
    const { caregiver, relative } = await family('Sara Lind');
    const third = await registerAgent(ctx.app, { name: 'Tom Reed', role: 'caregiver' });
    const group = '/api/community/groups/grief-and-loss';
    const posts: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      posts.push((await post(caregiver, { title: `Memory ${i}`, body: 'Words.' }, group)).id);
      ctx.clock.advance(4 * MINUTE);
    }
    // Post i gets i % 3 reactions.
    for (const [i, id] of posts.entries()) {
      const reactors = [relative, third.agent].slice(0, i % 3);
      for (const agent of reactors) {
        const helped = await agent.put(`/api/community/posts/${id}/helped`);
        expect(helped.statusCode, helped.body).toBe(200);
      }
    }
    const first = posts[1]!;
    // Once per member: a second "helped" changes nothing; taking it back lowers the count.
    expect((await relative.put(`/api/community/posts/${first}/helped`)).json<Helped>()).toEqual({
      helpedCount: 1,
      helpedByYou: true,
    });
    expect((await relative.delete(`/api/community/posts/${first}/helped`)).json<Helped>()).toEqual({
      helpedCount: 0,
      helpedByYou: false,
    });
    expect((await relative.put(`/api/community/posts/${first}/helped`)).json<Helped>()).toEqual({
      helpedCount: 1,
      helpedByYou: true,
    });

    const seen: { id: string; count: number }[] = [];
    let after: string | null = null;
    do {
      const response = await relative.get(
        `${group}/posts?sort=helpful${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page: PostPage = response.json<PostPage>();
      seen.push(...page.posts.map((item) => ({ id: item.id, count: item.helpedCount })));
      if (page.posts.length > 0)
        expect(page.posts[0]!.helpedByYou).toBe(page.posts[0]!.helpedCount > 0);
      after = page.nextCursor;
    } while (after);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((item) => item.id)).size).toBe(25);
    const expected = posts
      .map((id, i) => ({ id, count: i % 3, i }))
      .sort((a, b) => b.count - a.count || b.i - a.i)
      .map(({ id, count }) => ({ id, count }));
    expect(seen).toEqual(expected);

    // A cursor of one sort is not read as the other.
    const newest = (await relative.get(`${group}/posts`)).json<PostPage>();
    const mixed = await relative.get(
      `${group}/posts?sort=helpful&after=${encodeURIComponent(newest.nextCursor!)}`,
    );
    expect(mixed.statusCode).toBe(400);

    // Not one's own.
    expect((await caregiver.put(`/api/community/posts/${first}/helped`)).statusCode).toBe(403);

    // Replies too.
    await ready(third.agent);
    const answer = await reply(third.agent, posts[0]!, 'Thinking of you.');
    const helped = await relative.put(`/api/community/replies/${answer.id}/helped`);
    expect(helped.json<Helped>()).toEqual({ helpedCount: 1, helpedByYou: true });
    const thread = (await relative.get(`/api/community/posts/${posts[0]}`)).json<CommunityPost>();
    expect(thread.replies[0]).toMatchObject({ helpedCount: 1, helpedByYou: true });
  });
});
