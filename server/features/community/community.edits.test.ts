import { describe, expect, it } from 'vitest';
import type { CommunityPost, PostEdited, PostPage, ReplyEdited } from '../../../shared/community';
import { type Agent, registerAgent, staffAgent } from '../../test/test-app';
import {
  communityTest,
  MINUTE,
  moderationQueue as queue,
  ready,
  writePost,
  writeReply as reply,
} from './community.test-setup';
import { EDITED_NOTE } from './community.writing-checks';

/** Editing is checked as new writing is (decision 058). */

const GROUP = '/api/community/groups/caring-from-a-distance';
const { ctx, readyFamily, established, emailsTo } = communityTest(GROUP);

/** A caregiver with a family member in their circle (so notices reach them), both ready. */
const family = (name: string) => readyFamily(name, { relative: `${name} Junior` });

/** Someone who joined the community a minute ago: their links wait for a moderator. */
async function newcomer(name: string) {
  const person = await registerAgent(ctx.app, { name, role: 'caregiver' });
  await ready(person.agent);
  return person.agent;
}

const post = async (agent: Agent, body: object) => (await writePost(agent, GROUP, body)).post;

async function editPost(agent: Agent, id: string, edit: { title: string; body: string }) {
  const response = await agent.patch(`/api/community/posts/${id}`, edit);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostEdited>();
}

async function editReply(agent: Agent, id: string, body: string) {
  const response = await agent.patch(`/api/community/replies/${id}`, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReplyEdited>();
}

const urgentEmails = (to: string) => emailsTo(to, 'URGENT');

const listed = async (agent: Agent) =>
  (await agent.get(`${GROUP}/posts`)).json<PostPage>().posts.map((item) => item.id);

describe('crisis language added by an edit', () => {
  it('shows the writer the crisis lines, holds the post for a moderator and reaches them once', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const { caregiver, relative } = await family('Ada Brook');
    const created = await post(caregiver, { title: 'Long evenings', body: 'How do you cope?' });
    expect(await urgentEmails(moderator.input.email)).toHaveLength(0);

    const crisis = {
      title: 'Long evenings',
      body: 'Some nights I think everyone would be better off without me.',
    };
    const edited = await editPost(caregiver, created.id, crisis);
    expect(edited.showCrisisResources).toBe(true);
    // The writer still reads it; others do not until a moderator has (decision 069).
    expect(edited.post.moderation.isHeld).toBe(true);
    expect(edited.post.body).toBe(crisis.body);
    expect((await relative.get(`/api/community/posts/${created.id}`)).statusCode).toBe(404);

    const item = (await queue(moderator.agent)).find((entry) => entry.id === created.id);
    expect(item).toMatchObject({
      isUrgent: true,
      flags: [{ kind: 'crisis', reason: 'Crisis language', note: EDITED_NOTE }],
    });
    const emails = await urgentEmails(moderator.input.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/Crisis language in a community post/);
    expect(emails[0]!.text).not.toContain('better off without me');

    // Editing again while the flag is open shows the lines again but flags and emails once.
    ctx.clock.advance(MINUTE);
    const again = await editPost(caregiver, created.id, { ...crisis, title: 'Long evenings.' });
    expect(again.showCrisisResources).toBe(true);
    const after = (await queue(moderator.agent)).find((entry) => entry.id === created.id);
    expect(after?.flags).toHaveLength(1);
    expect(await urgentEmails(moderator.input.email)).toHaveLength(1);

    // A calm edit shows nothing.
    const calm = await editPost(caregiver, created.id, {
      title: 'Long evenings',
      body: 'How do you cope?',
    });
    expect(calm.showCrisisResources).toBe(false);
  });

  it('checks a reply’s edit too', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const { caregiver, relative } = await family('Bea Cross');
    const thread = await post(caregiver, { title: 'Phone calls', body: 'Calling Dad daily.' });
    const answer = await reply(relative, thread.id, 'We do the same.');
    const edited = await editReply(relative, answer.id, 'He hit me again tonight and I am scared.');
    expect(edited.showCrisisResources).toBe(true);
    expect(edited.reply.moderation.isHeld).toBe(true);
    const item = (await queue(moderator.agent)).find((entry) => entry.id === answer.id);
    expect(item).toMatchObject({ kind: 'reply', isUrgent: true });
    const emails = await urgentEmails(moderator.input.email);
    expect(emails.some((email) => /community reply/.test(email.subject))).toBe(true);
  });
});

describe('automatic holds on an edit', () => {
  it('holds a new member’s post when an edit adds a link: nobody else sees it until approved', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const writer = await newcomer('Cal Dune');
    const { caregiver: reader } = await family('Dee Ember');
    const created = await post(writer, {
      title: 'Helpful care products',
      body: 'What do you use at home?',
    });
    expect(created.moderation.isHeld).toBe(false);
    expect(await listed(reader)).toContain(created.id);
    const follower = await reader.put(`/api/community/posts/${created.id}/follow`);
    expect(follower.statusCode).toBe(200);

    const edited = await editPost(writer, created.id, {
      title: 'Helpful care products',
      body: 'Great deals at https://spam.example/deals for everyone',
    });
    expect(edited.showCrisisResources).toBe(false);
    // The writer sees it, waiting for a moderator.
    expect(edited.post.moderation).toMatchObject({ isHeld: true, isHidden: false });
    expect(edited.post.body).toContain('spam.example');

    // Nobody else: not the post (old or new words), not the list, not search, not "this helped".
    expect((await reader.get(`/api/community/posts/${created.id}`)).statusCode).toBe(404);
    expect(await listed(reader)).not.toContain(created.id);
    expect((await reader.get('/api/community/search?q=deals')).body).not.toContain(created.id);
    expect((await reader.get('/api/community/search?q=care products')).body).not.toContain(
      created.id,
    );
    expect((await reader.put(`/api/community/posts/${created.id}/helped`)).statusCode).toBe(404);
    // It cannot be answered while it waits.
    const answer = await reader.post(`/api/community/posts/${created.id}/replies`, {
      body: 'Hello',
    });
    expect(answer.statusCode).toBe(404);

    const item = (await queue(moderator)).find((entry) => entry.id === created.id);
    expect(item).toMatchObject({ isHeld: true, body: expect.stringContaining('spam.example') });
    expect(item?.flags[0]).toMatchObject({
      kind: 'held',
      reason: 'Held for review: A link from a new member',
      note: EDITED_NOTE,
    });

    // An edit never ends a hold: taking the link out leaves it waiting for the moderator.
    const cleaned = await editPost(writer, created.id, {
      title: 'Helpful care products',
      body: 'What do you use at home?',
    });
    expect(cleaned.post.moderation.isHeld).toBe(true);
    expect((await reader.get(`/api/community/posts/${created.id}`)).statusCode).toBe(404);

    const approved = await moderator.post(`/api/staff/community/posts/${created.id}/moderation`, {
      action: 'approve',
      note: 'Read it.',
    });
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await reader.get(`/api/community/posts/${created.id}`)).statusCode).toBe(200);
    expect(await listed(reader)).toContain(created.id);
  });

  it('holds a new member’s reply when an edit adds a link, and leaves it out of the count', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver } = await family('Eli Fern');
    const thread = await post(caregiver, { title: 'Visiting tips', body: 'What helps?' });
    const writer = await newcomer('Flo Gale');
    const answer = await reply(writer, thread.id, 'Short visits in the morning.');
    expect(answer.moderation.isHeld).toBe(false);
    const before = (await caregiver.get(`/api/community/posts/${thread.id}`)).json<CommunityPost>();
    expect(before.replyCount).toBe(1);
    const noticesBefore = (await caregiver.get('/api/notifications')).body;

    const edited = await editReply(writer, answer.id, 'Short visits: www.example.org/shop');
    expect(edited.reply.moderation.isHeld).toBe(true);

    const thenSeen = (
      await caregiver.get(`/api/community/posts/${thread.id}`)
    ).json<CommunityPost>();
    expect(thenSeen.replies).toHaveLength(0);
    expect(thenSeen.replyCount).toBe(0);
    const summary = (await caregiver.get(`${GROUP}/posts`))
      .json<PostPage>()
      .posts.find((item) => item.id === thread.id);
    expect(summary?.replyCount).toBe(0);
    expect((await caregiver.get('/api/notifications')).body).toBe(noticesBefore);
    const item = (await queue(moderator)).find((entry) => entry.id === answer.id);
    expect(item?.flags[0]).toMatchObject({
      kind: 'held',
      reason: 'Held for review: A link from a new member',
    });

    const approved = await moderator.post(`/api/staff/community/replies/${answer.id}/moderation`, {
      action: 'approve',
      note: 'A harmless page.',
    });
    expect(approved.statusCode).toBe(204);
    const after = (await caregiver.get(`/api/community/posts/${thread.id}`)).json<CommunityPost>();
    expect(after.replies.map((entry) => entry.body)).toEqual([
      'Short visits: www.example.org/shop',
    ]);
    expect(after.replyCount).toBe(1);
  });

  it('holds an edit that adds a word on the list, but not for speed, and lets an established member’s link through', async () => {
    const lister = (await staffAgent(ctx, 'moderator')).agent;
    expect(
      (await lister.put('/api/staff/community/held-words', { words: ['lottery'] })).statusCode,
    ).toBe(200);
    const { caregiver, relative } = await family('Gus Hale');
    await established(caregiver, 'Gus Hale');

    // Five posts in a few minutes: a sixth would be held for speed, but edits are not.
    ctx.clock.advance(11 * MINUTE);
    const quick: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      quick.push((await post(caregiver, { title: `Quick note ${i}`, body: 'Hello.' })).id);
      ctx.clock.advance(MINUTE);
    }
    const linked = await editPost(caregiver, quick[0]!, {
      title: 'Quick note 0',
      body: 'A guide at https://www.alz.org helped us.',
    });
    expect(linked.post.moderation.isHeld).toBe(false);
    expect((await relative.get(`/api/community/posts/${quick[0]}`)).statusCode).toBe(200);

    const listedWord = await editPost(caregiver, quick[1]!, {
      title: 'Quick note 1',
      body: 'Win the LOTTERY with me.',
    });
    expect(listedWord.post.moderation.isHeld).toBe(true);
    expect((await relative.get(`/api/community/posts/${quick[1]}`)).statusCode).toBe(404);
    expect((await relative.get('/api/community/search?q=lottery')).body).not.toContain(quick[1]);
    // Signed in after the clock moved (a staff sign-in ends after 15 idle minutes).
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const item = (await queue(moderator)).find((entry) => entry.id === quick[1]);
    expect(item?.flags[0]).toMatchObject({
      kind: 'held',
      reason: 'Held for review: A word on the list',
      note: EDITED_NOTE,
    });

    // A reply's edit too.
    const answer = await reply(relative, quick[2]!, 'Nice to see you.');
    const heldReply = await editReply(relative, answer.id, 'Lottery tickets for all!');
    expect(heldReply.reply.moderation.isHeld).toBe(true);
    const thread = (await caregiver.get(`/api/community/posts/${quick[2]}`)).json<CommunityPost>();
    expect(thread.replies).toHaveLength(0);

    // Crisis language is held too, in an edit as in new writing, under its urgent flag alone.
    const crisis = await editPost(caregiver, quick[3]!, {
      title: 'Lottery',
      body: 'I want to kill myself tonight.',
    });
    expect(crisis.showCrisisResources).toBe(true);
    expect(crisis.post.moderation.isHeld).toBe(true);
    expect((await relative.get(`/api/community/posts/${quick[3]}`)).statusCode).toBe(404);
    const urgent = (await queue(moderator)).find((entry) => entry.id === quick[3]);
    expect(urgent?.flags.map((flag) => flag.kind)).toEqual(['crisis']);

    expect((await moderator.put('/api/staff/community/held-words', { words: [] })).statusCode).toBe(
      200,
    );
  });
});

describe('the posting pause and the limit', () => {
  it('refuses an edit while a moderator paused the writer’s posting', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver, relative } = await family('Hal Iver');
    const created = await post(caregiver, { title: 'Selling things', body: 'Buy my stuff.' });
    const answer = await reply(caregiver, created.id, 'Still for sale.');
    const paused = await moderator.post(`/api/staff/community/posts/${created.id}/suspension`, {
      days: 1,
      note: 'Selling is not allowed here.',
    });
    expect(paused.statusCode, paused.body).toBe(200);

    const refused = await caregiver.patch(`/api/community/posts/${created.id}`, {
      title: 'Selling things',
      body: 'Buy my stuff now at a discount.',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/paused your posting/);
    const refusedReply = await caregiver.patch(`/api/community/replies/${answer.id}`, {
      body: 'Discounts!',
    });
    expect(refusedReply.statusCode).toBe(403);
    // Nothing changed.
    const seen = (await relative.get(`/api/community/posts/${created.id}`)).json<CommunityPost>();
    expect(seen.body).toBe('Buy my stuff.');
    expect(seen.replies[0]?.body).toBe('Still for sale.');
  });

  it('answers 429 past 30 edits an hour, posts and replies together', async () => {
    const { caregiver, relative } = await family('Ivo Jans');
    const created = await post(caregiver, { title: 'Drafting', body: 'Version 0' });
    const answer = await reply(caregiver, created.id, 'Reply 0');
    for (let i = 1; i <= 30; i += 1) {
      if (i % 2 === 0) await editReply(caregiver, answer.id, `Reply ${i}`);
      else await editPost(caregiver, created.id, { title: 'Drafting', body: `Version ${i}` });
    }
    const refused = await caregiver.patch(`/api/community/posts/${created.id}`, {
      title: 'Drafting',
      body: 'One more',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/many changes in the last hour/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    const other = await post(relative, { title: 'My turn', body: 'Hello' });
    expect((await editPost(relative, other.id, { title: 'My turn', body: 'Hi' })).post.body).toBe(
      'Hi',
    );
  });
});
