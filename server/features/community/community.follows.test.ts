import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommunityPost, Follow, PostPage, SearchResults } from '../../../shared/community';
import type { NotificationList } from '../../../shared/notifications';
import { auditEvents } from '../../platform/audit/audit.schema';
import { users } from '../../platform/auth/auth.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { type Agent, registerAgent, staffAgent } from '../../test/test-app';
import { communityTest, NOW, ready, writePost, writeReply as reply } from './community.test-setup';

const GROUP = '/api/community/groups/sundowning-and-sleep';
const { ctx } = communityTest(GROUP);
let sequence = 0;

/** A caregiver with a circle (so notices can reach them), ready to write. */
async function member(name: string) {
  sequence += 1;
  const person = await registerAgent(ctx.app, {
    name,
    role: 'caregiver',
    email: `follows.${sequence}.${Date.now()}@example.com`,
  });
  const recipient = await person.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
  });
  expect(recipient.statusCode, recipient.body).toBe(200);
  await ready(person.agent);
  return person;
}

const write = async (agent: Agent, title = 'Evenings with Dad') =>
  (await writePost(agent, GROUP, { title, body: 'What helps at dusk?' })).post;

/** The reply notices a person received for a thread. */
async function noticesAbout(agent: Agent, postId: string) {
  const list = (await agent.get('/api/notifications')).json<NotificationList>();
  return list.notifications.filter(
    (notice) => notice.kind === 'community.reply' && notice.link === `/community/posts/${postId}`,
  );
}

const thread = async (agent: Agent, id: string) => {
  const response = await agent.get(`/api/community/posts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommunityPost>();
};

const listed = async (agent: Agent, id: string) => {
  const page = (await agent.get(`${GROUP}/posts`)).json<PostPage>();
  return page.posts.find((post) => post.id === id);
};

describe('following a thread', () => {
  it('is automatic for the writer and repliers, and replies reach every follower once', async () => {
    const author = await member('Ana Writer');
    const replier = await member('Ben Replier');
    const follower = await member('Cleo Follower');
    const bystander = await member('Dan Bystander');

    const created = await write(author.agent);
    expect(created.isFollowing).toBe(true);
    expect((await thread(follower.agent, created.id)).isFollowing).toBe(false);

    const followed = await follower.agent.put(`/api/community/posts/${created.id}/follow`);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json<Follow>()).toEqual({ isFollowing: true });
    // Twice changes nothing.
    expect((await follower.agent.put(`/api/community/posts/${created.id}/follow`)).statusCode).toBe(
      200,
    );
    expect((await thread(follower.agent, created.id)).isFollowing).toBe(true);

    await reply(replier.agent, created.id, 'Music from their youth.');
    // Replying follows the thread.
    expect((await thread(replier.agent, created.id)).isFollowing).toBe(true);
    expect(await noticesAbout(author.agent, created.id)).toHaveLength(1);
    expect(await noticesAbout(follower.agent, created.id)).toHaveLength(1);
    expect(await noticesAbout(replier.agent, created.id)).toHaveLength(0);
    expect(await noticesAbout(bystander.agent, created.id)).toHaveLength(0);
    const [notice] = await noticesAbout(follower.agent, created.id);
    expect(notice?.title).toBe('New reply to “Evenings with Dad”');
    expect(notice?.body).toBe('Ben R. replied in Sundowning and sleep.');

    // The author also presses "Follow" and replies: still one notice each per reply, never one
    // for their own reply.
    expect((await author.agent.put(`/api/community/posts/${created.id}/follow`)).statusCode).toBe(
      200,
    );
    await reply(author.agent, created.id, 'Thank you, I will try it.');
    expect(await noticesAbout(author.agent, created.id)).toHaveLength(1);
    expect(await noticesAbout(replier.agent, created.id)).toHaveLength(1);
    expect(await noticesAbout(follower.agent, created.id)).toHaveLength(2);

    // An anonymous reply stays anonymous to followers.
    await reply(follower.agent, created.id, 'Same here, from me.', true);
    const latest = await noticesAbout(author.agent, created.id);
    expect(latest).toHaveLength(2);
    expect(latest.map((notice) => notice.body)).toContain(
      'Anonymous caregiver replied in Sundowning and sleep.',
    );
    expect(JSON.stringify(latest)).not.toContain('Cleo');

    // Stopping: no more notices, for followers and for the writer alike.
    const stopped = await follower.agent.delete(`/api/community/posts/${created.id}/follow`);
    expect(stopped.json<Follow>()).toEqual({ isFollowing: false });
    expect(
      (await author.agent.delete(`/api/community/posts/${created.id}/follow`)).statusCode,
    ).toBe(200);
    await reply(replier.agent, created.id, 'One more idea: a walk before dinner.');
    expect(await noticesAbout(follower.agent, created.id)).toHaveLength(2);
    expect(await noticesAbout(author.agent, created.id)).toHaveLength(2);

    const audit = await ctx.database.db
      .select({ action: auditEvents.action, circleId: auditEvents.circleId })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject, `community_post:${created.id}`),
          like(auditEvents.action, '%followed'),
        ),
      );
    expect(audit.map((event) => event.action).sort()).toEqual([
      'community.followed',
      'community.followed',
      'community.followed',
      'community.unfollowed',
      'community.unfollowed',
    ]);
    expect(audit.every((event) => event.circleId === null)).toBe(true);
  });

  it('follows each person’s notification choices and quiet hours', async () => {
    const author = await member('Eva Writer');
    const follower = await member('Finn Follower');
    const created = await write(author.agent, 'Bath time');
    await follower.agent.put(`/api/community/posts/${created.id}/follow`);
    const replier = await member('Gus Replier');
    for (const person of [author, follower])
      await ctx.database.db
        .update(users)
        .set({ emailConfirmedAt: new Date(NOW) })
        .where(eq(users.email, person.input.email));
    const current = (await follower.agent.get('/api/notifications/preferences')).json<
      Record<string, unknown>
    >();
    // The follower wants email; the author keeps the defaults (in Kinwell only).
    expect(
      (
        await follower.agent.put('/api/notifications/preferences', {
          ...current,
          kinds: { 'community.reply': { inApp: true, email: true, push: false } },
        })
      ).statusCode,
    ).toBe(200);
    await reply(replier.agent, created.id, 'Warm towels helped us.');
    const mailTo = (to: string) =>
      ctx.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, '%Bath time%')));
    expect(await mailTo(follower.input.email)).toHaveLength(1);
    expect(await mailTo(author.input.email)).toHaveLength(0);

    // In quiet hours the notice waits in Kinwell and no email goes.
    const saved = await follower.agent.put('/api/notifications/preferences', {
      ...current,
      kinds: { 'community.reply': { inApp: true, email: true, push: false } },
      quietHoursStart: '14:00',
      quietHoursEnd: '16:00',
      timeZone: 'UTC',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await reply(replier.agent, created.id, 'And a favourite song.');
    expect(await mailTo(follower.input.email)).toHaveLength(1);
    expect(await noticesAbout(follower.agent, created.id)).toHaveLength(2);
  });

  it('is for threads the member can see, and hears of held replies only once approved', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const author = await member('Hana Writer');
    const follower = await member('Ivo Follower');
    const created = await write(author.agent, 'Held words');
    await follower.agent.put(`/api/community/posts/${created.id}/follow`);

    expect(
      (await follower.agent.put('/api/community/posts/00000000-0000-4000-8000-000000000000/follow'))
        .statusCode,
    ).toBe(404);

    expect(
      (await moderator.put('/api/staff/community/held-words', { words: ['casino'] })).statusCode,
    ).toBe(200);
    const held = await reply(author.agent, created.id, 'Try the casino bus.');
    expect(held.moderation.isHeld).toBe(true);
    expect(await noticesAbout(follower.agent, created.id)).toHaveLength(0);
    // Nor is it new to anyone.
    expect((await thread(follower.agent, created.id)).firstUnreadReplyId).toBeNull();
    const approved = await moderator.post(`/api/staff/community/replies/${held.id}/moderation`, {
      action: 'approve',
      note: 'A day trip, fine.',
    });
    expect(approved.statusCode, approved.body).toBe(204);
    expect(await noticesAbout(follower.agent, created.id)).toHaveLength(1);
    // Approved, it is new to the follower now.
    const approvedThread = await thread(follower.agent, created.id);
    expect(approvedThread.firstUnreadReplyId).toBe(held.id);
    expect(approvedThread.newReplyCount).toBe(1);
    expect((await moderator.put('/api/staff/community/held-words', { words: [] })).statusCode).toBe(
      200,
    );

    // A hidden post cannot be followed by others (it is not there for them).
    const hidden = await moderator.post(`/api/staff/community/posts/${created.id}/moderation`, {
      action: 'hide',
      note: 'Off topic.',
    });
    expect(hidden.statusCode).toBe(204);
    expect((await follower.agent.put(`/api/community/posts/${created.id}/follow`)).statusCode).toBe(
      404,
    );
  });
});

describe('unread markers', () => {
  it('count new replies by others since the reader last opened the thread', async () => {
    const author = await member('Jia Writer');
    const reader = await member('Kai Reader');
    const stranger = await member('Lou Stranger');
    const created = await write(author.agent, 'Unread markers');

    // Never opened: no marker at all.
    expect((await listed(reader.agent, created.id))?.newReplyCount).toBeNull();
    const first = await thread(reader.agent, created.id);
    expect(first.firstUnreadReplyId).toBeNull();
    expect((await listed(reader.agent, created.id))?.newReplyCount).toBe(0);

    ctx.clock.set('2026-03-02T15:05:00Z');
    const one = await reply(author.agent, created.id, 'Reply one.');
    await reply(reader.agent, created.id, 'My own reply is never new to me.');
    ctx.clock.set('2026-03-02T15:06:00Z');
    await reply(stranger.agent, created.id, 'Reply two.');
    ctx.clock.set('2026-03-02T15:07:00Z');
    await reply(author.agent, created.id, 'Reply three.');

    // Replying showed the reader the thread up to their reply: "Reply one" is read, and their
    // own reply is never new to them.
    expect((await listed(reader.agent, created.id))?.newReplyCount).toBe(2);
    const opened = await thread(reader.agent, created.id);
    expect(opened.newReplyCount).toBe(2);
    expect(opened.firstUnreadReplyId).not.toBe(one.id);
    expect(opened.replies.find((item) => item.id === opened.firstUnreadReplyId)?.body).toBe(
      'Reply two.',
    );
    // Opening marks it read.
    expect((await listed(reader.agent, created.id))?.newReplyCount).toBe(0);
    expect((await thread(reader.agent, created.id)).firstUnreadReplyId).toBeNull();

    // The stranger opened it when replying; the author's later reply is new to them.
    expect((await listed(stranger.agent, created.id))?.newReplyCount).toBe(1);
    // The author's own replies are never new to the author.
    expect((await listed(author.agent, created.id))?.newReplyCount).toBe(0);

    // Search results carry the same marker.
    await reply(stranger.agent, created.id, 'Reply four.');
    const found = (
      await reader.agent.get('/api/community/search?q=unread markers')
    ).json<SearchResults>();
    expect(found.posts.find((post) => post.id === created.id)?.newReplyCount).toBe(1);

    // A hidden reply is not new to anyone.
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const rude = await reply(stranger.agent, created.id, 'Something unkind.');
    await moderator.post(`/api/staff/community/replies/${rude.id}/moderation`, {
      action: 'hide',
      note: 'Unkind.',
    });
    expect((await listed(reader.agent, created.id))?.newReplyCount).toBe(1);

    // Marks and follows never reach another member's answers.
    const seen = await stranger.agent.get(`/api/community/posts/${created.id}`);
    expect(seen.body).not.toContain(reader.input.email);
    expect(seen.body).not.toContain('Kai Reader');
  });
});
