import { describe, expect, it } from 'vitest';
import type { CommunityPost, PostPage, ReplyCreated } from '../../../shared/community';
import type { QuestionCreated, StaffQuestion } from '../../../shared/community-questions';
import { type Agent, staffAgent } from '../../test/test-app';
import { communityMember } from '../../test/fixtures';
import { communityTest, moderationQueue as queue, writePost } from './community.test-setup';

/**
 * Neglect of the person cared for is a crisis like the others, and crisis writing waits for a
 * moderator before other members read it, while its writer sees help at once (decision 069).
 */

const GROUP = '/api/community/groups/sundowning-and-sleep';
const { ctx, emailsTo: urgentEmailsTo } = communityTest(GROUP);

const member = async (name: string) => (await communityMember(ctx, name)).agent;
const post = (agent: Agent, body: object) => writePost(agent, GROUP, body);

const NEGLECT = {
  title: 'I have nothing left',
  body: 'I’ve stopped giving Mum her pills and I haven’t fed her since Tuesday. I just can’t any more.',
};

describe('neglect of the person cared for', () => {
  it('shows the writer help, flags the post for moderators and names neglect in their email', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const writer = await member('Pat Neglect');
    const created = await post(writer, NEGLECT);
    expect(created.showCrisisResources).toBe(true);

    const item = (await queue(moderator.agent)).find((entry) => entry.id === created.post.id);
    expect(item).toMatchObject({
      isUrgent: true,
      flags: [{ kind: 'crisis', reason: 'Crisis language' }],
    });
    const emails = await urgentEmailsTo(moderator.input.email, 'Crisis language in a community');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toMatch(/neglect of the person cared for/);
    // The email points to the queue, never copies what was written.
    expect(emails[0]!.text).not.toContain('pills');
  });

  it('does the same for a question to the experts', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const asker = await member('Lee Asker');
    const response = await asker.post('/api/community/questions', {
      title: 'What happens now',
      body: 'I leave my husband alone for days at a time now. I lock him in and go away for the weekend.',
      visibility: 'private',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { question, showCrisisResources } = response.json<QuestionCreated>();
    expect(showCrisisResources).toBe(true);
    const staffView = await moderator.agent.get(`/api/staff/questions/${question.id}`);
    expect(staffView.json<StaffQuestion>()).toMatchObject({ isUrgent: true });
    const emails = await urgentEmailsTo(moderator.input.email, 'question to the experts');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toMatch(/neglect of the person cared for/);
  });

  it('leaves ordinary caregiver talk alone', async () => {
    const writer = await member('Sam Ordinary');
    for (const body of [
      'She refuses her pills most mornings. Any tips?',
      'The doctor stopped her donepezil last week.',
      'I leave him alone for an hour while I shop. Is that all right?',
      'I stopped working to care for him.',
    ]) {
      const created = await post(writer, { title: 'A question', body });
      expect(created.showCrisisResources, body).toBe(false);
      expect(created.post.moderation.isHeld, body).toBe(false);
    }
  });
});

describe('who reads crisis writing', () => {
  it('holds a crisis post until a moderator has looked; the writer sees it and the help at once', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const writer = await member('Ada Crisis');
    const reader = await member('Ben Reader');
    const created = await post(writer, {
      title: 'I can’t go on',
      body: 'Some nights I think everyone would be better off without me.',
    });
    expect(created.showCrisisResources).toBe(true);
    expect(created.post.moderation.isHeld).toBe(true);

    // The writer reads their own post, marked as waiting.
    const own = await writer.get(`/api/community/posts/${created.post.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<CommunityPost>().moderation.isHeld).toBe(true);
    // Nobody else does yet, not even in the group's list.
    expect((await reader.get(`/api/community/posts/${created.post.id}`)).statusCode).toBe(404);
    const listed = (await reader.get(`${GROUP}/posts`)).json<PostPage>();
    expect(listed.posts.map((entry) => entry.id)).not.toContain(created.post.id);

    const item = (await queue(moderator.agent)).find((entry) => entry.id === created.post.id);
    expect(item).toMatchObject({ isUrgent: true, isHeld: true });

    const approved = await moderator.agent.post(
      `/api/staff/community/posts/${created.post.id}/moderation`,
      { action: 'approve', note: 'Called the member; they are safe and want support.' },
    );
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await reader.get(`/api/community/posts/${created.post.id}`)).statusCode).toBe(200);
  });

  it('holds a crisis reply and a public crisis question the same way', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const writer = await member('Cy Thread');
    const replier = await member('Di Replier');
    const calm = await post(writer, { title: 'Evenings', body: 'What helps in the evening?' });
    const replied = await replier.post(`/api/community/posts/${calm.post.id}/replies`, {
      body: 'Honestly I haven’t given Dad his tablets for a week. I can’t face it.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const reply = replied.json<ReplyCreated>();
    expect(reply.showCrisisResources).toBe(true);
    expect(reply.reply.moderation.isHeld).toBe(true);
    const thread = (await writer.get(`/api/community/posts/${calm.post.id}`)).json<CommunityPost>();
    expect(thread.replies.map((entry) => entry.id)).not.toContain(reply.reply.id);

    const asked = await replier.post('/api/community/questions', {
      title: 'I want to end it all',
      body: 'I don’t want to be alive any more.',
      visibility: 'public',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { question } = asked.json<QuestionCreated>();
    expect((await replier.get(`/api/community/questions/${question.id}`)).statusCode).toBe(200);
    expect((await writer.get(`/api/community/questions/${question.id}`)).statusCode).toBe(404);
    const closed = await moderator.agent.post(`/api/staff/questions/${question.id}/moderation`, {
      action: 'dismiss',
      note: 'Spoke with the member; they asked for it to stay public.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await writer.get(`/api/community/questions/${question.id}`)).statusCode).toBe(200);
  });
});
