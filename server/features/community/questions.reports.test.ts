import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PostCreated } from '../../../shared/community';
import type { StaffQuestion, StaffQuestionList } from '../../../shared/community-questions';
import { auditEvents } from '../../platform/audit/audit.schema';
import { type Agent, staffAgent } from '../../test/test-app';
import { communityMember } from '../../test/fixtures';
import { askQuestion, communityTest, moderationQueue as queue, NOW } from './community.test-setup';
import { communityQuestions } from './questions.schema';

/** Expert questions: the limit on asking, urgent ones first, and members' reports (decision 058). */

const { ctx } = communityTest('/api/community/groups/sundowning-and-sleep');

const member = (name: string) => communityMember(ctx, name);
const ask = async (agent: Agent, body: object) => (await askQuestion(agent, body)).question;

const PUBLIC = {
  title: 'Should we stop the car keys?',
  body: 'Mum still drives to the shops. When did you take the keys?',
  visibility: 'public',
};
const CRISIS = {
  title: 'I cannot do this any more',
  body: 'Some nights I think everyone would be better off without me.',
  visibility: 'private',
};

describe('asking', () => {
  it('answers 429 past 10 questions a day, and counts only the questions asked', async () => {
    const { agent } = await member('Ann Asker');
    for (let i = 0; i < 10; i += 1) {
      await ask(agent, { ...PUBLIC, title: `Question number ${i}` });
      ctx.clock.advance(60_000);
    }
    const refused = await agent.post('/api/community/questions', PUBLIC);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/many questions today/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // A refused question is not counted: once the first leaves the day's window, one more fits.
    ctx.clock.advance(wait * 1000);
    await ask(agent, PUBLIC);
    expect((await agent.post('/api/community/questions', PUBLIC)).statusCode).toBe(429);
  });
});

describe('urgent questions', () => {
  it('come first in the experts’ waiting list, never below the cut-off', async () => {
    const { user } = await member('Bo Older');
    // 210 questions waiting from the days before: more than the list shows.
    await ctx.database.db.insert(communityQuestions).values(
      Array.from({ length: 210 }, (_, i) => ({
        authorUserId: user.id,
        isAnonymous: false,
        visibility: 'public' as const,
        title: `An older question ${i}`,
        body: 'Waiting.',
        createdAt: new Date(Date.parse(NOW) - (300 - i) * 60_000),
      })),
    );
    const { agent } = await member('Cy Urgent');
    const urgent = await ask(agent, CRISIS);
    const calm = await ask(agent, { ...PUBLIC, title: 'A calm question today' });
    const expert = await staffAgent(ctx, 'expert');
    const list = (await expert.agent.get('/api/staff/questions')).json<StaffQuestionList>();
    expect(list.questions).toHaveLength(200);
    expect(list.questions[0]).toMatchObject({ id: urgent.id, isUrgent: true });
    // The rest stay oldest first; the newest calm one is below the cut-off.
    expect(list.questions[1]?.title).toBe('An older question 0');
    expect(list.questions.map((item) => item.id)).not.toContain(calm.id);
  });

  it('are at the top of the moderation queue beside urgent posts, until a moderator has looked', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const writer = await member('Di Writer');
    const reader = await member('Ed Reader');
    // An older report on a post waits already.
    const posted = await writer.agent.post('/api/community/groups/early-stage/posts', {
      title: 'Advice wanted',
      body: 'What do you do on bad days?',
    });
    const post = posted.json<PostCreated>().post;
    expect(
      (await reader.agent.post(`/api/community/posts/${post.id}/reports`, { reason: 'other' }))
        .statusCode,
    ).toBe(204);
    ctx.clock.advance(60_000);
    const urgent = await ask(writer.agent, CRISIS);

    const items = await queue(moderator.agent);
    const index = items.findIndex((item) => item.id === urgent.id);
    // Only urgent items (the earlier test's urgent question) come before it.
    expect(items.slice(0, index + 1).every((item) => item.isUrgent)).toBe(true);
    expect(items[index]).toMatchObject({
      kind: 'question',
      id: urgent.id,
      postId: null,
      questionId: urgent.id,
      groupName: 'Expert questions (private)',
      title: CRISIS.title,
      body: CRISIS.body,
      isUrgent: true,
      isHeld: false,
      writer: { communityName: 'Di W.', accountName: 'Di Writer', isAnonymous: false },
      flags: [{ kind: 'crisis', reason: 'Crisis language' }],
    });
    expect(items.findIndex((item) => item.id === post.id)).toBeGreaterThan(index);

    // Closing it with the questions' own action ends the urgent mark and takes it off the queue.
    const closed = await moderator.agent.post(`/api/staff/questions/${urgent.id}/moderation`, {
      action: 'dismiss',
      note: 'Called the member; they are safe.',
    });
    expect(closed.json<StaffQuestion>().isUrgent).toBe(false);
    expect((await queue(moderator.agent)).some((item) => item.id === urgent.id)).toBe(false);
    // Experts answer questions but do not open the moderation queue.
    const expert = await staffAgent(ctx, 'expert');
    expect((await expert.agent.get('/api/staff/community/queue')).statusCode).toBe(403);
  });
});

describe('reports on questions and answers', () => {
  it('reach the moderation queue with the reason, and the questions’ own actions close them', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const expert = await staffAgent(ctx, 'expert');
    const asker = await member('Fay Asker');
    const reader = await member('Gil Reader');
    const question = await ask(asker.agent, PUBLIC);
    const privateOne = await ask(asker.agent, { ...PUBLIC, visibility: 'private' });
    const answered = await expert.agent.post(`/api/staff/questions/${question.id}/answers`, {
      body: 'Ask her doctor for a driving assessment.',
    });
    const answerId = answered.json<StaffQuestion>().answers[0]!.id;

    // Someone else's public question and an answer they can read: yes, with a reason.
    const noReason = await reader.agent.post(`/api/community/questions/${question.id}/reports`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toMatch(/why you are reporting/);
    const reported = await reader.agent.post(`/api/community/questions/${question.id}/reports`, {
      reason: 'privacy',
      note: 'It names her street.',
    });
    expect(reported.statusCode, reported.body).toBe(204);
    const answerReport = await reader.agent.post(`/api/community/answers/${answerId}/reports`, {
      reason: 'advice',
    });
    expect(answerReport.statusCode, answerReport.body).toBe(204);
    // Not one's own question, not a private question of someone else.
    const own = await asker.agent.post(`/api/community/questions/${question.id}/reports`, {
      reason: 'spam',
    });
    expect(own.statusCode).toBe(403);
    expect(
      (
        await reader.agent.post(`/api/community/questions/${privateOne.id}/reports`, {
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'community.answer_reported'),
          eq(auditEvents.subject, `community_answer:${answerId}`),
        ),
      );
    expect(audit.map((event) => [event.actorUserId, event.circleId])).toEqual([
      [reader.user.id, null],
    ]);

    const items = await queue(moderator.agent);
    expect(items.find((item) => item.id === question.id)).toMatchObject({
      kind: 'question',
      questionId: question.id,
      groupName: 'Expert questions (public)',
      isUrgent: false,
      isHidden: false,
      flags: [
        {
          kind: 'report',
          reason: 'Shares someone’s private details',
          note: 'It names her street.',
        },
      ],
    });
    expect(items.find((item) => item.id === answerId)).toMatchObject({
      kind: 'answer',
      questionId: question.id,
      title: PUBLIC.title,
      body: 'Ask her doctor for a driving assessment.',
      writer: {
        communityName: `${expert.input.name}, Geriatric psychiatrist`,
        accountName: null,
      },
      flags: [{ kind: 'report', reason: 'Harmful medical advice' }],
    });

    // Hiding the answer closes its report; the question's stays until it has its own decision.
    const hidden = await moderator.agent.post(`/api/staff/answers/${answerId}/moderation`, {
      action: 'hide',
      note: 'Please see your own doctor about this.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    let after = await queue(moderator.agent);
    expect(after.some((item) => item.id === answerId)).toBe(false);
    expect(after.some((item) => item.id === question.id)).toBe(true);
    // A hidden answer cannot be reported any more.
    expect(
      (await reader.agent.post(`/api/community/answers/${answerId}/reports`, { reason: 'spam' }))
        .statusCode,
    ).toBe(404);

    const dismissed = await moderator.agent.post(`/api/staff/questions/${question.id}/moderation`, {
      action: 'dismiss',
      note: 'Nothing private in it.',
    });
    expect(dismissed.statusCode).toBe(200);
    after = await queue(moderator.agent);
    expect(after.some((item) => item.id === question.id)).toBe(false);
    // Still there for members.
    expect((await reader.agent.get(`/api/community/questions/${question.id}`)).statusCode).toBe(
      200,
    );
  });

  it('share the members’ allowance of 20 reports a day with posts', async () => {
    const asker = await member('Hal Asker');
    const reader = await member('Ida Reader');
    const question = await ask(asker.agent, PUBLIC);
    for (let i = 0; i < 20; i += 1) {
      const sent = await reader.agent.post(`/api/community/questions/${question.id}/reports`, {
        reason: 'other',
      });
      expect(sent.statusCode).toBe(204);
    }
    const refused = await reader.agent.post(`/api/community/questions/${question.id}/reports`, {
      reason: 'other',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/many reports today/);
  });
});
