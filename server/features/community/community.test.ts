import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CommunityGroup,
  CommunityPost,
  CommunityProfile,
  PostEdited,
  PostPage,
  QueueItem,
  ReplyCreated,
} from '../../../shared/community';
import { auditEvents } from '../../platform/audit/audit.schema';
import { users } from '../../platform/auth/auth.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { type Agent, registerAgent, staffAgent } from '../../test/test-app';
import { communityTest, ready, writePost } from './community.test-setup';

const GROUP = '/api/community/groups/sundowning-and-sleep';
const { ctx, family } = communityTest(GROUP);

const post = (agent: Agent, body: object, group = GROUP) => writePost(agent, group, body);

const CALM = { title: 'Nights with Mum', body: 'What helped you keep evenings calm?' };

describe('groups', () => {
  it('are seeded at the first start with a purpose and rules, and can be joined and left', async () => {
    const { caregiver } = await family();
    const list = await caregiver.agent.get('/api/community/groups');
    expect(list.statusCode).toBe(200);
    const { groups } = list.json<{ groups: CommunityGroup[] }>();
    expect(groups.map((group) => group.slug)).toEqual([
      'early-stage',
      'middle-stage',
      'late-stage',
      'spouses-and-partners',
      'adult-children',
      'caring-from-a-distance',
      'young-carers',
      'sundowning-and-sleep',
      'behaviour-changes',
      'moving-to-memory-care',
      'money-and-legal',
      'grief-and-loss',
    ]);
    for (const group of groups) {
      expect(group.purpose.length).toBeGreaterThan(20);
      expect(group.rules.length).toBeGreaterThanOrEqual(3);
    }

    const joined = await caregiver.agent.put(`${GROUP}/membership`);
    expect(joined.json<CommunityGroup>()).toMatchObject({ isMember: true });
    const members = joined.json<CommunityGroup>().memberCount;
    const left = await caregiver.agent.delete(`${GROUP}/membership`);
    expect(left.json<CommunityGroup>()).toMatchObject({
      isMember: false,
      memberCount: members - 1,
    });
    expect((await caregiver.agent.get('/api/community/groups/no-such-group')).statusCode).toBe(404);
  });
});

describe('posting', () => {
  it('asks for the guidelines once, then lets caregivers and family members post and reply', async () => {
    const { caregiver, relative } = await family();
    const refused = await caregiver.agent.post(`${GROUP}/posts`, CALM);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/accept the community guidelines/);

    await ready(caregiver.agent);
    await ready(caregiver.agent); // a second time changes nothing
    const { post: created, showCrisisResources } = await post(caregiver.agent, CALM);
    expect(showCrisisResources).toBe(false);
    expect(created).toMatchObject({
      title: 'Nights with Mum',
      author: { name: 'Maria L.', isAnonymous: false, isYou: true },
      canEdit: true,
      canDelete: true,
      replies: [],
    });
    // Writing in a group joins it.
    const group = await caregiver.agent.get(GROUP);
    expect(group.json<CommunityGroup>().isMember).toBe(true);

    await ready(relative.agent);
    const answered = await relative.agent.post(`/api/community/posts/${created.id}/replies`, {
      body: 'A warm bath and the same music each evening.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json<ReplyCreated>().reply.author).toEqual({
      name: 'Sam O.',
      isAnonymous: false,
      isYou: true,
    });

    // The writer hears of it through their notifications.
    const notices = await caregiver.agent.get('/api/notifications');
    expect(notices.body).toContain('New reply to “Nights with Mum”');
    expect(notices.body).toContain('Sam O. replied in Sundowning and sleep.');

    const read = await caregiver.agent.get(`/api/community/posts/${created.id}`);
    const thread = read.json<CommunityPost>();
    expect(thread.replyCount).toBe(1);
    expect(thread.replies[0]).toMatchObject({
      author: { name: 'Sam O.', isYou: false },
      canEdit: false,
      canDelete: false,
    });

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `community_post:${created.id}`));
    expect(audit.map((event) => [event.action, event.circleId])).toEqual([
      ['community.post_created', null],
    ]);
  });

  it('checks what is written, with messages a person understands', async () => {
    const { caregiver } = await family();
    await ready(caregiver.agent);
    const short = await caregiver.agent.post(`${GROUP}/posts`, { title: 'Hi', body: '' });
    expect(short.statusCode).toBe(400);
    const message = short.json<{ message: string }>().message;
    expect(message).toMatch(/at least 3 characters|write your message/);
    const long = await caregiver.agent.post(`${GROUP}/posts`, {
      title: 'x'.repeat(151),
      body: 'Fine',
    });
    expect(long.json<{ message: string }>().message).toMatch(/at most 150 characters/);
    const name = await caregiver.agent.put('/api/community/profile', { communityName: ' ' });
    expect(name.statusCode).toBe(400);
    expect(name.json<{ message: string }>().message).toMatch(/at least 2 characters/);
  });

  it('uses a community name apart from the account, and anonymous posts never show who wrote them', async () => {
    const { caregiver, relative } = await family('Eleanor Whitfield');
    await ready(caregiver.agent);
    const profile = await caregiver.agent.put('/api/community/profile', {
      communityName: 'Night Owl',
    });
    expect(profile.json<CommunityProfile>()).toEqual({
      communityName: 'Night Owl',
      defaultName: 'Eleanor W.',
      hasAcceptedGuidelines: true,
      suspension: null,
      warning: null,
    });
    const account = await caregiver.agent.get('/api/auth/user');
    expect(account.json<{ name: string }>().name).toBe('Eleanor Whitfield');

    const { post: named } = await post(caregiver.agent, CALM);
    expect(named.author.name).toBe('Night Owl');
    const { post: secret } = await post(caregiver.agent, {
      title: 'Something I cannot say at home',
      body: 'Some evenings I resent him, and then I feel awful.',
      isAnonymous: true,
    });
    expect(secret.author).toEqual({ name: 'Anonymous caregiver', isAnonymous: true, isYou: true });
    await ready(relative.agent);
    await relative.agent.post(`/api/community/posts/${secret.id}/replies`, {
      body: 'You are not alone in that.',
      isAnonymous: true,
    });

    // Every answer another member gets: no name, no account, no id of the writer.
    const stranger = await registerAgent(ctx.app, { name: 'Pat Stranger' });
    const answers = [
      await stranger.agent.get(`/api/community/posts/${secret.id}`),
      await stranger.agent.get(`${GROUP}/posts`),
      await relative.agent.get(`/api/community/posts/${secret.id}`),
    ];
    const writerIds = [caregiver.user.id, relative.user.id];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const leak of ['Eleanor', 'Whitfield', 'Okafor', ...writerIds])
        expect(answer.body).not.toContain(leak);
    }
    expect(answers[0]!.body).not.toContain('Night Owl');
    const thread = answers[0]!.json<CommunityPost>();
    expect(thread.author).toEqual({ name: 'Anonymous caregiver', isAnonymous: true, isYou: false });
    expect(thread.replies[0]!.author).toEqual({
      name: 'Anonymous caregiver',
      isAnonymous: true,
      isYou: false,
    });
    expect(JSON.stringify(thread)).not.toMatch(/Eleanor|Whitfield|Okafor|Sam O/);
    expect(JSON.stringify(thread)).not.toContain(caregiver.user.id);
    const list = answers[1]!.json<PostPage>();
    const listed = list.posts.find((item) => item.id === secret.id);
    expect(listed?.author).toEqual({
      name: 'Anonymous caregiver',
      isAnonymous: true,
      isYou: false,
    });
    expect(JSON.stringify(listed)).not.toMatch(/Eleanor|Night Owl|Whitfield/);
    for (const id of writerIds) expect(answers[1]!.body).not.toContain(id);
  });

  it('lets only the writer edit, within the hour, and delete', async () => {
    const { caregiver, relative } = await family();
    await ready(caregiver.agent);
    await ready(relative.agent);
    const { post: created } = await post(caregiver.agent, CALM);
    const url = `/api/community/posts/${created.id}`;
    const edit = { title: 'Nights with Mum, again', body: 'What helped you?' };

    expect((await relative.agent.patch(url, edit)).statusCode).toBe(403);
    expect((await relative.agent.delete(url)).statusCode).toBe(403);

    ctx.clock.advance(59 * 60 * 1000);
    const edited = await caregiver.agent.patch(url, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<PostEdited>()).toMatchObject({
      post: { title: edit.title, canEdit: true },
      showCrisisResources: false,
    });
    expect(edited.json<PostEdited>().post.editedAt).not.toBeNull();

    ctx.clock.advance(2 * 60 * 1000);
    const late = await caregiver.agent.patch(url, edit);
    expect(late.statusCode).toBe(403);
    expect(late.json<{ message: string }>().message).toMatch(/60 minutes/);
    expect((await caregiver.agent.get(url)).json<CommunityPost>().canEdit).toBe(false);

    const reply = await relative.agent.post(`${url}/replies`, { body: 'Same here.' });
    const replyId = reply.json<ReplyCreated>().reply.id;
    expect((await caregiver.agent.delete(`/api/community/replies/${replyId}`)).statusCode).toBe(
      403,
    );
    expect(
      (await relative.agent.patch(`/api/community/replies/${replyId}`, { body: 'Me too.' }))
        .statusCode,
    ).toBe(200);
    expect((await relative.agent.delete(`/api/community/replies/${replyId}`)).statusCode).toBe(204);
    expect((await caregiver.agent.get(url)).json<CommunityPost>().replyCount).toBe(0);

    expect((await caregiver.agent.delete(url)).statusCode).toBe(204);
    expect((await caregiver.agent.get(url)).statusCode).toBe(404);
  });

  it('pages newest first with a cursor, never repeating or skipping a post', async () => {
    const { caregiver } = await family();
    await ready(caregiver.agent);
    const group = '/api/community/groups/money-and-legal';
    const titles: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      // Two posts share each moment, so the id breaks the tie (and stay under the posting limits).
      if (i % 2 === 0) ctx.clock.advance(7 * 60_000);
      const title = `Question number ${i}`;
      titles.push(title);
      await post(caregiver.agent, { title, body: 'Plain words.' }, group);
    }
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response = await caregiver.agent.get(
        `${group}/posts${after ? `?after=${encodeURIComponent(after)}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page: PostPage = response.json<PostPage>();
      expect(page.posts.length).toBeLessThanOrEqual(20);
      seen.push(...page.posts.map((item) => item.title));
      after = page.nextCursor;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    // Newest first: each post's moment is never later than the one before it.
    const moments = seen.map((title) => Math.floor(titles.indexOf(title) / 2));
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
    expect(seen[0]).toBe('Question number 44');
    const bad = await caregiver.agent.get(`${group}/posts?after=nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/start from the first page/);
  });

  it('keeps what a deleted account wrote, with no name', async () => {
    const { caregiver } = await family();
    const other = await registerAgent(ctx.app, { name: 'Jo Reader' });
    await ready(caregiver.agent);
    const { post: created } = await post(caregiver.agent, CALM);
    await ctx.database.db.delete(users).where(eq(users.id, caregiver.user.id));
    const read = await other.agent.get(`/api/community/posts/${created.id}`);
    expect(read.json<CommunityPost>().author).toEqual({
      name: 'Former member',
      isAnonymous: false,
      isYou: false,
    });
  });

  it('is for family accounts: visitors and staff get 401', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/community/groups' });
    expect(visitor.statusCode).toBe(401);
    const moderator = await staffAgent(ctx, 'moderator');
    expect((await moderator.agent.get('/api/community/groups')).statusCode).toBe(401);
  });
});

describe('search', () => {
  it('finds posts across groups by their words, best match first, never hidden ones', async () => {
    const { caregiver } = await family();
    const reader = await registerAgent(ctx.app, { name: 'Jo Reader' });
    await ready(caregiver.agent);
    const word = `melatonin${Date.now()}`;
    const { post: sleep } = await post(caregiver.agent, {
      title: `Does ${word} help at night?`,
      body: `We tried ${word} and a warm drink; ${word} seemed to help.`,
    });
    const { post: money } = await post(
      caregiver.agent,
      { title: 'Paying for nights', body: `A night carer costs a lot. Also asked about ${word}.` },
      '/api/community/groups/money-and-legal',
    );
    await post(caregiver.agent, { title: 'Unrelated', body: 'Music after dinner.' });

    const found = await reader.agent.get(`/api/community/search?q=${encodeURIComponent(word)}`);
    expect(found.statusCode, found.body).toBe(200);
    const results = found.json<{ posts: PostPage['posts'] }>().posts;
    expect(results.map((item) => item.id)).toEqual([sleep.id, money.id]);
    expect(results[1]).toMatchObject({
      groupSlug: 'money-and-legal',
      groupName: 'Money and legal',
    });
    // Web search syntax: a word left out.
    const without = await reader.agent.get(
      `/api/community/search?q=${encodeURIComponent(`${word} -carer`)}`,
    );
    expect(without.json<{ posts: PostPage['posts'] }>().posts.map((item) => item.id)).toEqual([
      sleep.id,
    ]);

    const moderator = await staffAgent(ctx, 'moderator');
    await reader.agent.post(`/api/community/posts/${sleep.id}/reports`, { reason: 'spam' });
    await moderator.agent.post(`/api/staff/community/posts/${sleep.id}/moderation`, {
      action: 'hide',
      note: 'Selling something.',
    });
    const after = await reader.agent.get(`/api/community/search?q=${encodeURIComponent(word)}`);
    expect(after.json<{ posts: PostPage['posts'] }>().posts.map((item) => item.id)).toEqual([
      money.id,
    ]);

    const short = await reader.agent.get('/api/community/search?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/at least 2 letters/);
  });
});

describe('crisis language', () => {
  it('shows the writer the crisis lines, flags the post urgently and emails moderators, holding it for them', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const { caregiver } = await family();
    const reader = await registerAgent(ctx.app, { name: 'Jo Reader' });
    await ready(caregiver.agent);
    const { post: created, showCrisisResources } = await post(caregiver.agent, {
      title: 'I can’t go on',
      body: 'Some nights I think everyone would be better off without me.',
    });
    expect(showCrisisResources).toBe(true);
    // Not silenced: its writer reads it; others do once a moderator has (decision 069).
    expect((await caregiver.agent.get(`/api/community/posts/${created.id}`)).statusCode).toBe(200);
    expect((await reader.agent.get(`/api/community/posts/${created.id}`)).statusCode).toBe(404);

    const queue = await moderator.agent.get('/api/staff/community/queue');
    expect(queue.statusCode).toBe(200);
    const item = queue.json<{ items: QueueItem[] }>().items[0];
    expect(item).toMatchObject({
      id: created.id,
      isUrgent: true,
      flags: [{ kind: 'crisis', reason: 'Crisis language' }],
    });
    const emails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, moderator.input.email), like(emailOutbox.subject, '%URGENT%')));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/Crisis language in a community post/);
    // The email points to the queue, never copies what was written.
    expect(emails[0]!.text).not.toContain('better off without me');

    // A calm post shows nothing and flags nothing.
    const calm = await post(caregiver.agent, {
      title: 'Music that helps',
      body: 'Mum enjoys old songs after dinner.',
    });
    expect(calm.showCrisisResources).toBe(false);

    // A reply is checked too.
    const reply = await reader.agent.post(`/api/community/posts/${calm.post.id}/replies`, {
      body: 'He hit me again tonight and I am scared.',
    });
    expect(reply.statusCode).toBe(403); // the reader has not accepted the guidelines yet
    await ready(reader.agent);
    const replied = await reader.agent.post(`/api/community/posts/${calm.post.id}/replies`, {
      body: 'He hit me again tonight and I am scared.',
    });
    expect(replied.json<ReplyCreated>().showCrisisResources).toBe(true);
  });
});

describe('reports and moderation', () => {
  it('lets members report, moderators hide and restore with a note, and tells the writer why', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const specialist = await staffAgent(ctx, 'specialist');
    const { caregiver, relative } = await family();
    await ready(caregiver.agent);
    const { post: created } = await post(caregiver.agent, {
      title: 'Try this supplement',
      body: 'Buy it at the shop on Main Street, it is better than anything from a doctor.',
      isAnonymous: true,
    });

    const missing = await relative.agent.post(`/api/community/posts/${created.id}/reports`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/choose why/);
    const reported = await relative.agent.post(`/api/community/posts/${created.id}/reports`, {
      reason: 'advice',
      note: 'Selling a cure.',
    });
    expect(reported.statusCode).toBe(204);

    expect((await specialist.agent.get('/api/staff/community/queue')).statusCode).toBe(403);
    const queue = await moderator.agent.get('/api/staff/community/queue');
    const item = queue
      .json<{ items: QueueItem[] }>()
      .items.find((entry) => entry.id === created.id);
    // Moderators see who wrote an anonymous post.
    expect(item).toMatchObject({
      isUrgent: false,
      writer: { accountName: 'Maria Lopez', isAnonymous: true, communityName: 'Maria L.' },
      flags: [{ kind: 'report', reason: 'Harmful medical advice', note: 'Selling a cure.' }],
    });

    const noNote = await moderator.agent.post(
      `/api/staff/community/posts/${created.id}/moderation`,
      { action: 'hide', note: '' },
    );
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ message: string }>().message).toMatch(/writer is told why/);
    const hidden = await moderator.agent.post(
      `/api/staff/community/posts/${created.id}/moderation`,
      { action: 'hide', note: 'Advice to stop prescribed medicines can harm someone.' },
    );
    expect(hidden.statusCode, hidden.body).toBe(204);

    // Others no longer see it; the writer does, with the reason.
    expect((await relative.agent.get(`/api/community/posts/${created.id}`)).statusCode).toBe(404);
    const list = await relative.agent.get(`${GROUP}/posts`);
    expect(list.json<PostPage>().posts.map((item) => item.id)).not.toContain(created.id);
    const own = await caregiver.agent.get(`/api/community/posts/${created.id}`);
    expect(own.json<CommunityPost>().moderation).toMatchObject({
      isHidden: true,
      note: 'Advice to stop prescribed medicines can harm someone.',
    });
    const notices = await caregiver.agent.get('/api/notifications');
    expect(notices.body).toContain('Advice to stop prescribed medicines can harm someone.');
    expect(notices.body).toContain(`/community/posts/${created.id}`);

    // Done: off the queue. Every moderator action is audited, naming the moderator.
    const after = await moderator.agent.get('/api/staff/community/queue');
    expect(after.json<{ items: QueueItem[] }>().items.map((entry) => entry.id)).not.toContain(
      created.id,
    );
    const restored = await moderator.agent.post(
      `/api/staff/community/posts/${created.id}/moderation`,
      { action: 'restore', note: 'The writer changed their mind; restored on appeal.' },
    );
    expect(restored.statusCode).toBe(204);
    expect((await relative.agent.get(`/api/community/posts/${created.id}`)).statusCode).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.detail, `community_post:${created.id}`));
    expect(audit.map((event) => [event.action, event.subject])).toEqual([
      ['community.hidden', `staff:${moderator.staff.id}`],
      ['community.restored', `staff:${moderator.staff.id}`],
    ]);

    // Members cannot moderate.
    expect(
      (
        await relative.agent.post(`/api/staff/community/posts/${created.id}/moderation`, {
          action: 'hide',
          note: 'I do not like it',
        })
      ).statusCode,
    ).toBe(401);
  });
});
