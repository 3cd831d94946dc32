import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunityGroup,
  CommunityPost,
  PostPage,
  SearchResults,
} from '../../../shared/community';
import {
  COMMON_GROUP_RULES,
  GROUP_RULES_MAX,
  type StaffGroup,
  slugOf,
} from '../../../shared/community-groups';
import { type Agent, staffAgent } from '../../test/test-app';
import { communityMember } from '../../test/fixtures';
import { GROUP_SEEDS } from './community.groups';
import { communityGroups } from './community.schema';
import { seedCommunityGroups } from './community.service';
import { communityTest, writePost, writeReply } from './community.test-setup';

const { ctx, audited } = communityTest('/api/community/groups/sundowning-and-sleep');
let moderator: Agent;
beforeAll(async () => {
  moderator = (await staffAgent(ctx, 'moderator')).agent;
});

const STAFF_GROUPS = '/api/staff/community/groups';
const NEW_GROUP = {
  name: 'Caring for a parent with Lewy body',
  kind: 'topic',
  purpose: 'Hallucinations, movement, good and bad days: what Lewy body dementia brings.',
  rules: [...COMMON_GROUP_RULES, 'Ask about medicines with the doctor.'],
};

const member = async (name: string) => (await communityMember(ctx, name)).agent;

async function create(input: object = NEW_GROUP) {
  const response = await moderator.post(STAFF_GROUPS, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StaffGroup>();
}

const staffList = async (agent: Agent = moderator) => {
  const response = await agent.get(STAFF_GROUPS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ groups: StaffGroup[] }>().groups;
};

const memberList = async (agent: Agent) =>
  (await agent.get('/api/community/groups')).json<{ groups: CommunityGroup[] }>().groups;

async function post(agent: Agent, slug: string, title = 'Good days and bad days') {
  const created = await writePost(agent, `/api/community/groups/${slug}`, {
    title,
    body: 'Some days Mum sees people who are not there. What helped you answer?',
  });
  return created.post;
}

const reply = (agent: Agent, postId: string, body = 'We stay calm and do not argue.') =>
  writeReply(agent, postId, body);

const errorOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('staff manage the groups', () => {
  it('is for moderators and admins only', async () => {
    const admin = (await staffAgent(ctx, 'admin')).agent;
    expect((await admin.get(STAFF_GROUPS)).statusCode).toBe(200);
    for (const role of ['specialist', 'expert'] as const) {
      const staff = (await staffAgent(ctx, role)).agent;
      expect((await staff.get(STAFF_GROUPS)).statusCode).toBe(403);
      expect((await staff.post(STAFF_GROUPS, NEW_GROUP)).statusCode).toBe(403);
    }
    const family = await member('Fay Family');
    expect((await family.get(STAFF_GROUPS)).statusCode).toBe(401);
    expect((await family.post(STAFF_GROUPS, NEW_GROUP)).statusCode).toBe(401);
  });

  it('lists every group with its members and posts counted, held and hidden posts included', async () => {
    const writer = await member('Carla Mendes');
    await writer.put('/api/community/groups/late-stage/membership');
    const first = await post(writer, 'late-stage', 'Hospice questions');
    // A link from a new member is held for review: still a post of the group.
    await writer.post('/api/community/groups/late-stage/posts', {
      title: 'A useful page',
      body: 'https://example.org/hospice',
    });
    const hidden = await moderator.post(`/api/staff/community/posts/${first.id}/moderation`, {
      action: 'hide',
      note: 'Checking a detail.',
    });
    expect(hidden.statusCode).toBe(204);

    const groups = await staffList();
    expect(groups.map((group) => group.slug).slice(0, GROUP_SEEDS.length)).toEqual(
      GROUP_SEEDS.map((seed) => seed.slug),
    );
    const lateStage = groups.find((group) => group.slug === 'late-stage');
    expect(lateStage).toMatchObject({
      name: 'Late stage',
      kind: 'stage',
      memberCount: 1,
      postCount: 2,
      archivedAt: null,
      isMadeByStaff: false,
      updatedAt: null,
    });
  });

  it('creates a group with the same checks as the form, and members find, join and write in it', async () => {
    const checks: [object, string][] = [
      [{ ...NEW_GROUP, name: ' Ab ' }, 'The name needs at least 3 characters.'],
      [{ ...NEW_GROUP, name: 'x'.repeat(61) }, 'The name can be at most 60 characters.'],
      [{ ...NEW_GROUP, kind: 'city' }, 'Choose stage, relationship or topic.'],
      [{ ...NEW_GROUP, purpose: 'Short' }, 'The purpose needs at least 10 characters.'],
      [{ ...NEW_GROUP, rules: [] }, 'Please write at least one rule.'],
      [{ ...NEW_GROUP, rules: ['Be kind.', 'x'.repeat(301)] }, 'at most 300 characters'],
      [
        { ...NEW_GROUP, rules: Array.from({ length: GROUP_RULES_MAX + 1 }, () => 'Be kind.') },
        `at most ${GROUP_RULES_MAX} rules`,
      ],
    ];
    for (const [input, message] of checks) {
      const refused = await moderator.post(STAFF_GROUPS, input);
      expect(refused.statusCode, JSON.stringify(input)).toBe(400);
      expect(errorOf(refused)).toContain(message);
    }

    const group = await create({ ...NEW_GROUP, name: `  ${NEW_GROUP.name} ` });
    expect(group).toMatchObject({
      slug: 'caring-for-a-parent-with-lewy-body',
      name: NEW_GROUP.name,
      kind: 'topic',
      purpose: NEW_GROUP.purpose,
      rules: NEW_GROUP.rules,
      memberCount: 0,
      postCount: 0,
      archivedAt: null,
      isMadeByStaff: true,
    });
    expect((await audited('community.group_created', `community_group:${group.id}`)).length).toBe(
      1,
    );
    // Last in the members' order.
    expect((await staffList()).at(-1)?.id).toBe(group.id);

    // The same name in another case is taken; a name with a seeded group's slug gets "-2".
    const same = await moderator.post(STAFF_GROUPS, {
      ...NEW_GROUP,
      name: NEW_GROUP.name.toUpperCase(),
    });
    expect(same.statusCode).toBe(409);
    expect(errorOf(same)).toContain('already exists');
    const twin = await create({ ...NEW_GROUP, name: 'Early-stage', kind: 'stage' });
    expect(twin.slug).toBe('early-stage-2');

    const reader = await member('Rosa Quinn');
    const listed = (await memberList(reader)).find((item) => item.id === group.id);
    expect(listed).toMatchObject({ kind: 'topic', isArchived: false, isMember: false });
    const joined = await reader.put(`/api/community/groups/${group.slug}/membership`);
    expect(joined.json<CommunityGroup>().isMember).toBe(true);
    const written = await post(reader, group.slug);
    expect(written.groupName).toBe(NEW_GROUP.name);
    expect((await staffList()).find((item) => item.id === group.id)).toMatchObject({
      memberCount: 1,
      postCount: 1,
    });
  });

  it('changes the name, purpose and rules, never the kind or the address', async () => {
    const group = await create({ ...NEW_GROUP, name: 'Music at home' });
    const change = {
      name: 'Music and memory at home',
      purpose: 'Songs that bring a good hour: what played, what helped.',
      rules: ['Name the song, not the person.'],
    };
    const edited = await moderator.patch(`${STAFF_GROUPS}/${group.id}`, change);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<StaffGroup>()).toMatchObject({
      ...change,
      slug: 'music-at-home',
      kind: 'topic',
      updatedAt: '2026-03-02T15:00:00.000Z',
    });
    const trail = await audited('community.group_edited', `community_group:${group.id}`);
    expect(trail.map((event) => event.detail)).toEqual([
      `community_group:${group.id} name, purpose, rules`,
    ]);
    expect(trail[0]?.subject).toMatch(/^staff:/);

    // The kind is not part of an edit; saving the same again changes and records nothing.
    const kindless = await moderator.patch(`${STAFF_GROUPS}/${group.id}`, {
      ...change,
      kind: 'stage',
    });
    expect(kindless.json<StaffGroup>().kind).toBe('topic');
    expect((await audited('community.group_edited', `community_group:${group.id}`)).length).toBe(1);

    const reader = await member('Noor Hassan');
    const seen = await reader.get('/api/community/groups/music-at-home');
    expect(seen.json<CommunityGroup>()).toMatchObject({
      name: change.name,
      rules: change.rules,
    });

    const clash = await moderator.patch(`${STAFF_GROUPS}/${group.id}`, {
      ...change,
      name: 'grief and LOSS',
    });
    expect(clash.statusCode).toBe(409);
    const invalid = await moderator.patch(`${STAFF_GROUPS}/${group.id}`, { ...change, rules: [] });
    expect(invalid.statusCode).toBe(400);
    expect(
      (await moderator.patch(`${STAFF_GROUPS}/00000000-0000-4000-8000-000000000000`, change))
        .statusCode,
    ).toBe(404);
  });
});

describe('a closed (archived) group', () => {
  it('leaves the list, takes no posts, replies, edits or members, and stays readable to its members', async () => {
    const group = await create({ ...NEW_GROUP, name: 'Driving and giving up the keys' });
    const slug = group.slug;
    const writer = await member('Hana Ito');
    const outsider = await member('Olu Adeyemi');
    const fellow = await member('Femi Cole');
    const thread = await post(writer, slug, 'When Dad stopped driving');
    await fellow.put(`/api/community/groups/${slug}/membership`);
    const answer = await reply(writer, thread.id, 'We sold the car together, slowly.');
    ctx.clock.advance(60_000);
    const second = await reply(writer, thread.id, 'A second thought, to delete later.');

    const archived = await moderator.post(`${STAFF_GROUPS}/${group.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<StaffGroup>().archivedAt).toBe(ctx.clock.now().toISOString());
    expect((await audited('community.group_archived', `community_group:${group.id}`)).length).toBe(
      1,
    );
    const again = await moderator.post(`${STAFF_GROUPS}/${group.id}/archive`);
    expect(again.statusCode).toBe(409);
    // Staff still see it, with its counts.
    expect((await staffList()).find((item) => item.id === group.id)).toMatchObject({
      memberCount: 2,
      postCount: 1,
    });

    // Others: not listed, not found, not offered to join, not searched.
    expect((await memberList(outsider)).some((item) => item.id === group.id)).toBe(false);
    const closed = await outsider.get(`/api/community/groups/${slug}`);
    expect(closed.statusCode).toBe(404);
    expect(errorOf(closed)).toContain('This group is closed.');
    expect((await outsider.get(`/api/community/groups/${slug}/posts`)).statusCode).toBe(404);
    expect((await outsider.put(`/api/community/groups/${slug}/membership`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/community/posts/${thread.id}`)).statusCode).toBe(404);
    expect(
      (await outsider.post(`/api/community/posts/${thread.id}/replies`, { body: 'Hello.' }))
        .statusCode,
    ).toBe(404);
    const notFound = await outsider.get('/api/community/search?q=stopped driving');
    expect(notFound.json<SearchResults>().posts).toHaveLength(0);

    // Its members: listed as closed, readable, searchable, but nothing new.
    const mine = (await memberList(writer)).find((item) => item.id === group.id);
    expect(mine).toMatchObject({ isArchived: true, isMember: true });
    expect(
      (await writer.get(`/api/community/groups/${slug}`)).json<CommunityGroup>(),
    ).toMatchObject({ isArchived: true });
    const page = (await writer.get(`/api/community/groups/${slug}/posts`)).json<PostPage>();
    expect(page.posts.map((item) => item.id)).toEqual([thread.id]);
    const read = (await writer.get(`/api/community/posts/${thread.id}`)).json<CommunityPost>();
    expect(read).toMatchObject({ groupIsArchived: true, canEdit: false, canDelete: true });
    expect(read.replies.map((item) => [item.id, item.canEdit, item.canDelete])).toEqual([
      [answer.id, false, true],
      [second.id, false, true],
    ]);
    const found = await writer.get('/api/community/search?q=stopped driving');
    expect(found.json<SearchResults>().posts.map((item) => item.id)).toEqual([thread.id]);

    const newPost = await writer.post(`/api/community/groups/${slug}/posts`, {
      title: 'One more',
      body: 'Can I still post?',
    });
    expect(newPost.statusCode).toBe(403);
    expect(errorOf(newPost)).toBe(
      'This group is closed to new posts. You can still read its conversations.',
    );
    const newReply = await writer.post(`/api/community/posts/${thread.id}/replies`, {
      body: 'And reply?',
    });
    expect(newReply.statusCode).toBe(403);
    expect(errorOf(newReply)).toContain('This group is closed to new posts');
    const editPost = await writer.patch(`/api/community/posts/${thread.id}`, {
      title: 'When Dad stopped driving',
      body: 'Changed words.',
    });
    expect(editPost.statusCode).toBe(403);
    expect(errorOf(editPost)).toContain('You can still delete what you wrote.');
    expect(
      (await writer.patch(`/api/community/replies/${answer.id}`, { body: 'Changed.' })).statusCode,
    ).toBe(403);
    const rejoin = await writer.put(`/api/community/groups/${slug}/membership`);
    expect(rejoin.statusCode).toBe(403);
    expect(errorOf(rejoin)).toContain('takes no new members');
    // Nothing new is written, but a member may still say it helped, follow it, or report it.
    expect((await fellow.put(`/api/community/posts/${thread.id}/helped`)).statusCode).toBe(200);
    expect((await fellow.put(`/api/community/posts/${thread.id}/follow`)).statusCode).toBe(200);
    expect(
      (await fellow.post(`/api/community/posts/${thread.id}/reports`, { reason: 'other' }))
        .statusCode,
    ).toBe(204);
    expect((await outsider.put(`/api/community/posts/${thread.id}/helped`)).statusCode).toBe(404);
    // The writer's words are still theirs to take back.
    expect((await writer.delete(`/api/community/replies/${second.id}`)).statusCode).toBe(204);

    // Restored: as it was, open to everyone again.
    const restored = await moderator.post(`${STAFF_GROUPS}/${group.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<StaffGroup>().archivedAt).toBeNull();
    expect((await audited('community.group_restored', `community_group:${group.id}`)).length).toBe(
      1,
    );
    expect((await moderator.post(`${STAFF_GROUPS}/${group.id}/restore`)).statusCode).toBe(409);
    expect((await memberList(outsider)).find((item) => item.id === group.id)).toMatchObject({
      isArchived: false,
    });
    expect(
      (await outsider.get('/api/community/search?q=stopped driving')).json<SearchResults>().posts,
    ).toHaveLength(1);
    await reply(outsider, thread.id, 'We went through the same last spring.');
    expect((await outsider.put(`/api/community/groups/${slug}/membership`)).statusCode).toBe(200);
    const reopened = (await writer.get(`/api/community/posts/${thread.id}`)).json<CommunityPost>();
    expect(reopened.groupIsArchived).toBe(false);
    expect(reopened.canEdit).toBe(true);
  });

  it('lets members leave it, and then it is closed to them too', async () => {
    const group = await create({ ...NEW_GROUP, name: 'Holidays and visits' });
    const reader = await member('Ines Duarte');
    await reader.put(`/api/community/groups/${group.slug}/membership`);
    await moderator.post(`${STAFF_GROUPS}/${group.id}/archive`);
    const left = await reader.delete(`/api/community/groups/${group.slug}/membership`);
    expect(left.statusCode).toBe(200);
    expect(left.json<CommunityGroup>()).toMatchObject({ isMember: false, isArchived: true });
    expect((await reader.get(`/api/community/groups/${group.slug}`)).statusCode).toBe(404);
    expect((await memberList(reader)).some((item) => item.id === group.id)).toBe(false);
  });
});

describe('seeding at every start', () => {
  it('never creates again nor overwrites a group staff changed or closed', async () => {
    const groups = await staffList();
    const early = groups.find((group) => group.slug === 'early-stage');
    const grief = groups.find((group) => group.slug === 'grief-and-loss');
    if (!early || !grief) throw new Error('the seeded groups are missing');
    const renamed = await moderator.patch(`${STAFF_GROUPS}/${early.id}`, {
      name: 'Newly diagnosed',
      purpose: early.purpose,
      rules: ['Ask anything, however small.'],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await moderator.post(`${STAFF_GROUPS}/${grief.id}/archive`)).statusCode).toBe(200);
    // A staff group took the name a later version might seed.
    await create({ ...NEW_GROUP, name: 'Early stage' });

    // Two later starts.
    await seedCommunityGroups(ctx.database.db, ctx.clock.now());
    await seedCommunityGroups(ctx.database.db, ctx.clock.now());

    const after = await staffList();
    expect(after).toHaveLength(groups.length + 1);
    expect(new Set(after.map((group) => group.slug)).size).toBe(after.length);
    expect(after.find((group) => group.id === early.id)).toMatchObject({
      slug: 'early-stage',
      name: 'Newly diagnosed',
      rules: ['Ask anything, however small.'],
    });
    expect(after.find((group) => group.id === grief.id)?.archivedAt).not.toBeNull();
    expect(after.filter((group) => group.name.toLowerCase() === 'early stage')).toHaveLength(1);

    // A later version's seed is not added beside a group staff made under its name…
    await ctx.database.db.delete(communityGroups).where(eq(communityGroups.slug, 'adult-children'));
    await ctx.database.db.insert(communityGroups).values({
      slug: 'adult-children-club',
      name: 'Adult Children',
      kind: 'relationship',
      purpose: 'Made by staff before the seed came.',
      rules: ['Be kind.'],
      position: 98,
      createdAt: ctx.clock.now(),
    });
    await seedCommunityGroups(ctx.database.db, ctx.clock.now());
    const adults = (await staffList()).filter(
      (group) => group.name.toLowerCase() === 'adult children',
    );
    expect(adults.map((group) => group.slug)).toEqual(['adult-children-club']);

    // …and a seed that is missing altogether is still added.
    const [extra] = await ctx.database.db
      .insert(communityGroups)
      .values({
        slug: 'placeholder',
        name: 'Placeholder',
        kind: 'topic',
        purpose: 'Only for this test.',
        rules: ['None.'],
        position: 99,
        createdAt: ctx.clock.now(),
      })
      .returning();
    await ctx.database.db.delete(communityGroups).where(eq(communityGroups.slug, 'young-carers'));
    await seedCommunityGroups(ctx.database.db, ctx.clock.now());
    const slugs = (await staffList()).map((group) => group.slug);
    expect(slugs).toContain('young-carers');
    expect(slugs).toContain(extra?.slug);
  });
});

describe('slugs', () => {
  it('are made from the name, in plain letters', () => {
    expect(slugOf('Money & legal')).toBe('money-legal');
    expect(slugOf('  Café für Angehörige ')).toBe('cafe-fur-angehorige');
    expect(slugOf('介護者の集い')).toBe('group');
    expect(slugOf('x'.repeat(80))).toHaveLength(50);
  });
});
