import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ExpertQuestion,
  QuestionList,
  QuestionPage,
  StaffQuestion,
  StaffQuestionList,
} from '../../../shared/community-questions';
import { auditEvents } from '../../platform/audit/audit.schema';
import { users } from '../../platform/auth/auth.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { type Agent, registerAgent, staffAgent } from '../../test/test-app';
import { askQuestion as ask, communityTest, NOW, ready } from './community.test-setup';
import { findAnsweredQuestions } from './questions.service';

const { ctx, family } = communityTest('/api/community/groups/sundowning-and-sleep');

async function answer(expert: Agent, id: string, body = 'Keep the evenings calm and bright.') {
  const response = await expert.post(`/api/staff/questions/${id}/answers`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StaffQuestion>();
}

const PRIVATE = {
  title: 'Is it normal that Dad forgets my name?',
  body: 'Since last month he calls me by my sister’s name. Should I correct him?',
  visibility: 'private',
};

describe('asking', () => {
  it('needs the guidelines, a title and a choice of public or private', async () => {
    const { caregiver } = await family();
    const early = await caregiver.agent.post('/api/community/questions', PRIVATE);
    expect(early.statusCode).toBe(403);
    expect(early.json<{ message: string }>().message).toMatch(/guidelines/);
    await ready(caregiver.agent);
    const noChoice = await caregiver.agent.post('/api/community/questions', {
      title: 'A question about sleep',
      body: 'Details',
    });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json<{ message: string }>().message).toMatch(/public or private/);
    const { question, showCrisisResources } = await ask(caregiver.agent, PRIVATE);
    expect(showCrisisResources).toBe(false);
    expect(question).toMatchObject({
      title: PRIVATE.title,
      visibility: 'private',
      status: 'waiting',
      answers: [],
      canResolve: false,
      author: { name: 'Maria L.', isYou: true, isAnonymous: false },
    });
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `community_question:${question.id}`));
    expect(audit.map((event) => [event.action, event.circleId, event.actorUserId])).toEqual([
      ['community.question_asked', null, caregiver.user.id],
    ]);
  });

  it('says what does not fit in a sentence that starts with a capital letter', async () => {
    const { caregiver } = await family();
    await ready(caregiver.agent);
    const tooShort = await caregiver.agent.post('/api/community/questions', {
      ...PRIVATE,
      title: ' Why ',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({ message: 'Your question needs at least 5 characters.' });
    const tooLong = await caregiver.agent.post('/api/community/questions', {
      ...PRIVATE,
      title: 'Why '.repeat(40),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'Your question can be at most 150 characters.' });
  });

  it('keeps a private question to the asker, experts and moderators', async () => {
    const { caregiver, relative } = await family();
    const other = await registerAgent(ctx.app, { name: 'Jo Other', role: 'caregiver' });
    await ready(caregiver.agent);
    const { question } = await ask(caregiver.agent, PRIVATE);
    // Not the asker's own family member, nor another family.
    for (const agent of [relative.agent, other.agent]) {
      expect((await agent.get(`/api/community/questions/${question.id}`)).statusCode).toBe(404);
      const mine = await agent.get('/api/community/questions/mine');
      expect(mine.json<QuestionList>().questions.map((item) => item.id)).not.toContain(question.id);
    }
    const mine = await caregiver.agent.get('/api/community/questions/mine');
    expect(mine.json<QuestionList>().questions.map((item) => item.id)).toContain(question.id);
    for (const role of ['expert', 'moderator', 'admin'] as const) {
      const staff = await staffAgent(ctx, role);
      const read = await staff.agent.get(`/api/staff/questions/${question.id}`);
      expect(read.statusCode).toBe(200);
    }
    // Opening a private question is on record.
    const opened = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'community.questions_viewed'),
          eq(auditEvents.detail, `community_question:${question.id}`),
        ),
      );
    expect(opened).toHaveLength(3);
    const specialist = await staffAgent(ctx, 'specialist');
    expect((await specialist.agent.get(`/api/staff/questions/${question.id}`)).statusCode).toBe(
      403,
    );
    // Even answered, a private question is never listed or found.
    const expert = await staffAgent(ctx, 'expert');
    await answer(expert.agent, question.id);
    const list = await other.agent.get('/api/community/questions');
    expect(list.json<QuestionPage>().questions.map((item) => item.id)).not.toContain(question.id);
    const found = await other.agent.get('/api/community/questions/search?q=sister');
    expect(found.json<QuestionList>().questions.map((item) => item.id)).not.toContain(question.id);
  });

  it('lets a member ask anonymously: others see “Anonymous caregiver”, staff see who', async () => {
    const { caregiver } = await family();
    const reader = await registerAgent(ctx.app, { name: 'Jo Reader' });
    await ready(caregiver.agent);
    const { question } = await ask(caregiver.agent, {
      title: 'How do we talk about driving?',
      body: 'Mum still drives.',
      visibility: 'public',
      isAnonymous: true,
    });
    const read = await reader.agent.get(`/api/community/questions/${question.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<ExpertQuestion>().author).toEqual({
      name: 'Anonymous caregiver',
      isAnonymous: true,
      isYou: false,
    });
    expect(read.body).not.toContain('Maria');
    const moderator = await staffAgent(ctx, 'moderator');
    const staffView = await moderator.agent.get(`/api/staff/questions/${question.id}`);
    expect(staffView.json<StaffQuestion>().asker).toEqual({
      communityName: 'Maria L.',
      accountName: 'Maria Lopez',
      isAnonymous: true,
    });
  });

  it('treats crisis language like a post: crisis lines, an urgent mark and moderators emailed', async () => {
    const moderator = await staffAgent(ctx, 'moderator');
    const { caregiver } = await family();
    await ready(caregiver.agent);
    const { question, showCrisisResources } = await ask(caregiver.agent, {
      title: 'I cannot do this any more',
      body: 'Some nights I think everyone would be better off without me.',
      visibility: 'private',
    });
    expect(showCrisisResources).toBe(true);
    const staffView = await moderator.agent.get(`/api/staff/questions/${question.id}`);
    expect(staffView.json<StaffQuestion>()).toMatchObject({ isUrgent: true, isHidden: false });
    const emails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, moderator.input.email),
          like(emailOutbox.subject, '%question to the experts%'),
        ),
      );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).not.toContain('better off without me');
    // A moderator who has looked closes it without a change: audited.
    const closed = await moderator.agent.post(`/api/staff/questions/${question.id}/moderation`, {
      action: 'dismiss',
      note: 'Called the member; they are safe.',
    });
    expect(closed.json<StaffQuestion>()).toMatchObject({ isUrgent: false, isHidden: false });
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.detail, `community_question:${question.id}`));
    expect(audit.map((event) => [event.action, event.subject])).toEqual([
      ['community.questions_viewed', `staff:${moderator.staff.id}`],
      ['community.question_dismissed', `staff:${moderator.staff.id}`],
    ]);
  });
});

describe('answering', () => {
  it('is the expert queue, oldest first; answers carry name and credentials; the asker is told and can mark it answered', async () => {
    const expert = await staffAgent(ctx, 'expert');
    const { caregiver, relative } = await family();
    await ready(caregiver.agent);
    await ready(relative.agent);
    ctx.clock.set('2026-03-02T10:00:00Z');
    const older = (await ask(relative.agent, { ...PRIVATE, title: 'Older question here' }))
      .question;
    ctx.clock.set('2026-03-02T11:00:00Z');
    const newer = (await ask(caregiver.agent, PRIVATE)).question;
    ctx.clock.set(NOW);

    const queue = await expert.agent.get('/api/staff/questions');
    expect(queue.statusCode).toBe(200);
    const ids = queue.json<StaffQuestionList>().questions.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);

    // Moderators and admins read questions but only experts answer.
    for (const role of ['moderator', 'admin', 'specialist'] as const) {
      const staff = await staffAgent(ctx, role);
      const refused = await staff.agent.post(`/api/staff/questions/${newer.id}/answers`, {
        body: 'An answer',
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await caregiver.agent.post(`/api/staff/questions/${newer.id}/answers`, { body: 'Me' }))
        .statusCode,
    ).toBe(401);

    const answered = await answer(expert.agent, newer.id, 'It is common. Gently go along with it.');
    expect(answered.answers[0]?.expert).toEqual({
      name: expert.input.name,
      credentials: 'Geriatric psychiatrist',
    });
    // Off the waiting queue, on the answered list.
    const after = await expert.agent.get('/api/staff/questions');
    expect(after.json<StaffQuestionList>().questions.map((item) => item.id)).not.toContain(
      newer.id,
    );
    const answeredView = await expert.agent.get('/api/staff/questions?view=answered');
    expect(answeredView.json<StaffQuestionList>().questions.map((item) => item.id)).toContain(
      newer.id,
    );

    const read = await caregiver.agent.get(`/api/community/questions/${newer.id}`);
    const question = read.json<ExpertQuestion>();
    expect(question).toMatchObject({ status: 'answered', canResolve: true });
    expect(question.answers).toEqual([
      expect.objectContaining({
        body: 'It is common. Gently go along with it.',
        expert: { name: expert.input.name, credentials: 'Geriatric psychiatrist' },
      }),
    ]);
    // Told through notifications, without a private question's words.
    const notices = await caregiver.agent.get('/api/notifications');
    expect(notices.body).toContain('An expert answered your question');
    expect(notices.body).toContain(`/community/questions/${newer.id}`);
    expect(notices.body).not.toContain('forgets my name');

    // Only the asker marks it answered.
    const notYours = await relative.agent.post(`/api/community/questions/${newer.id}/resolution`);
    expect(notYours.statusCode).toBe(404); // private: not even seen
    const waiting = await relative.agent.post(`/api/community/questions/${older.id}/resolution`);
    expect(waiting.statusCode).toBe(403);
    const resolved = await caregiver.agent.post(`/api/community/questions/${newer.id}/resolution`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<ExpertQuestion>()).toMatchObject({
      status: 'resolved',
      canResolve: false,
    });
    // The expert hears by email that their answer helped, without a private question's words.
    const thanks = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, expert.input.email), like(emailOutbox.subject, '%helped%')));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.subject).toBe(
      'Your answer helped: a member marked it “this answered my question”',
    );
    expect(thanks[0]!.text).toContain('a private question');
    expect(thanks[0]!.text).not.toContain('forgets my name');
    // Marking it again tells nobody twice.
    await caregiver.agent.post(`/api/community/questions/${newer.id}/resolution`);
    expect(
      await ctx.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, expert.input.email), like(emailOutbox.subject, '%helped%'))),
    ).toHaveLength(1);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject, `staff:${expert.staff.id}`),
          like(auditEvents.action, 'community.%'),
        ),
      );
    expect(audit.map((event) => event.action)).toEqual([
      'community.questions_viewed',
      'community.question_answered',
      'community.questions_viewed',
      'community.questions_viewed',
    ]);
  });

  it('respects the asker’s notification choices', async () => {
    const expert = await staffAgent(ctx, 'expert');
    const { caregiver } = await family();
    await ready(caregiver.agent);
    const current = (await caregiver.agent.get('/api/notifications/preferences')).json<
      Record<string, unknown>
    >();
    const saved = await caregiver.agent.put('/api/notifications/preferences', {
      ...current,
      kinds: { 'community.answer': { inApp: false, email: false, push: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { question } = await ask(caregiver.agent, PRIVATE);
    await answer(expert.agent, question.id);
    const notices = await caregiver.agent.get('/api/notifications');
    expect(notices.body).not.toContain(`/community/questions/${question.id}`);
  });
});

describe('answered public questions', () => {
  it('are listed newest answer first with keyset paging, and searchable by every member', async () => {
    const expert = await staffAgent(ctx, 'expert');
    const { caregiver, relative } = await family();
    const third = await registerAgent(ctx.app, { name: 'Lee Third', role: 'caregiver' });
    const reader = await registerAgent(ctx.app, { name: 'Jo Reader', role: 'family' });
    // Three askers, each under the limit of questions a day (decision 058).
    const askers = [caregiver.agent, relative.agent, third.agent];
    for (const agent of askers) await ready(agent);
    const word = `wander${Date.now()}`;
    const made: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      ctx.clock.set(new Date(Date.parse(NOW) + index * 60_000));
      const { question } = await ask(askers[index % askers.length]!, {
        title: `Question ${index} about ${word}`,
        body: `Dad ${word}s at night.`,
        visibility: 'public',
      });
      await answer(expert.agent, question.id);
      made.push(question.id);
    }
    // One public question still waiting: not listed.
    const { question: unanswered } = await ask(caregiver.agent, {
      title: `Waiting about ${word}`,
      body: 'Still waiting.',
      visibility: 'public',
    });
    const first = await reader.agent.get('/api/community/questions');
    const page = first.json<QuestionPage>();
    expect(page.questions).toHaveLength(20);
    expect(page.questions[0]?.id).toBe(made.at(-1));
    expect(page.nextCursor).not.toBeNull();
    const second = await reader.agent.get(
      `/api/community/questions?after=${page.nextCursor ?? ''}`,
    );
    const seen = [...page.questions, ...second.json<QuestionPage>().questions].map(
      (item) => item.id,
    );
    expect(seen.slice(0, 23)).toEqual([...made].reverse());
    expect(seen).not.toContain(unanswered.id);
    const bad = await reader.agent.get('/api/community/questions?after=nonsense');
    expect(bad.statusCode).toBe(400);

    const found = await reader.agent.get(
      `/api/community/questions/search?q=${encodeURIComponent(`"Question 7" ${word}`)}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<QuestionList>().questions[0]?.id).toBe(made[7]);
    const all = await reader.agent.get(`/api/community/questions/search?q=${word}`);
    const ids = all.json<QuestionList>().questions.map((item) => item.id);
    expect(ids).toHaveLength(20);
    expect(ids).not.toContain(unanswered.id);
  });
});

describe('moderation', () => {
  it('hides and restores questions and answers with a note, tells the asker, and audits it', async () => {
    const expert = await staffAgent(ctx, 'expert');
    const moderator = await staffAgent(ctx, 'moderator');
    const { caregiver } = await family();
    const reader = await registerAgent(ctx.app, { name: 'Jo Reader' });
    await ready(caregiver.agent);
    const { question } = await ask(caregiver.agent, {
      title: 'Where to buy the cure?',
      body: 'Selling a cure at https://example.com',
      visibility: 'public',
    });
    const answered = await answer(expert.agent, question.id);
    const answerId = answered.answers[0]!.id;

    // Experts answer; only moderators hide.
    expect(
      (
        await expert.agent.post(`/api/staff/questions/${question.id}/moderation`, {
          action: 'hide',
          note: 'Spam',
        })
      ).statusCode,
    ).toBe(403);

    const hiddenAnswer = await moderator.agent.post(`/api/staff/answers/${answerId}/moderation`, {
      action: 'hide',
      note: 'Needs a correction.',
    });
    expect(hiddenAnswer.statusCode, hiddenAnswer.body).toBe(200);
    // No answer members can read: back in the queue, off the public list.
    expect(hiddenAnswer.json<StaffQuestion>()).toMatchObject({ status: 'waiting' });
    const read = await reader.agent.get(`/api/community/questions/${question.id}`);
    expect(read.json<ExpertQuestion>().answers).toEqual([]);
    await moderator.agent.post(`/api/staff/answers/${answerId}/moderation`, {
      action: 'restore',
      note: 'Corrected.',
    });
    expect(
      (await reader.agent.get(`/api/community/questions/${question.id}`)).json<ExpertQuestion>()
        .answers,
    ).toHaveLength(1);

    const hidden = await moderator.agent.post(`/api/staff/questions/${question.id}/moderation`, {
      action: 'hide',
      note: 'Selling things is not allowed.',
    });
    expect(hidden.json<StaffQuestion>().isHidden).toBe(true);
    expect((await reader.agent.get(`/api/community/questions/${question.id}`)).statusCode).toBe(
      404,
    );
    const own = await caregiver.agent.get(`/api/community/questions/${question.id}`);
    expect(own.json<ExpertQuestion>().moderation).toEqual({
      isHidden: true,
      note: 'Selling things is not allowed.',
    });
    const notices = await caregiver.agent.get('/api/notifications');
    expect(notices.body).toContain('Selling things is not allowed.');

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject, `staff:${moderator.staff.id}`),
          like(auditEvents.action, 'community.%'),
        ),
      );
    expect(audit.map((event) => [event.action, event.detail])).toEqual([
      ['community.question_hidden', `community_answer:${answerId}`],
      ['community.question_restored', `community_answer:${answerId}`],
      ['community.question_hidden', `community_question:${question.id}`],
    ]);
  });

  it('refuses a question from a member whose posting a moderator paused', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver } = await family('Paula Reyes');
    await ready(caregiver.agent);
    const created = await caregiver.agent.post('/api/community/groups/sundowning-and-sleep/posts', {
      title: 'Selling things',
      body: 'Buy my stuff.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json<{ post: { id: string } }>().post.id;
    const paused = await moderator.post(`/api/staff/community/posts/${postId}/suspension`, {
      days: 1,
      note: 'Selling is not allowed here.',
    });
    expect(paused.statusCode, paused.body).toBe(200);

    const refused = await caregiver.agent.post('/api/community/questions', PRIVATE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('Selling is not allowed here.');
    ctx.clock.set('2026-03-03T15:00:01Z');
    expect((await caregiver.agent.post('/api/community/questions', PRIVATE)).statusCode).toBe(201);
  });

  it('has no “approve” for questions: they are never held', async () => {
    const moderator = (await staffAgent(ctx, 'moderator')).agent;
    const { caregiver } = await family();
    await ready(caregiver.agent);
    const { question } = await ask(caregiver.agent, PRIVATE);
    const refused = await moderator.post(`/api/staff/questions/${question.id}/moderation`, {
      action: 'approve',
      note: 'Looks fine to me.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose hide, restore or dismiss.');
  });

  it('lets the asker delete their question; nobody else', async () => {
    const { caregiver } = await family();
    const reader = await registerAgent(ctx.app, { name: 'Jo Reader' });
    await ready(caregiver.agent);
    const { question } = await ask(caregiver.agent, { ...PRIVATE, visibility: 'public' });
    expect((await reader.agent.delete(`/api/community/questions/${question.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await caregiver.agent.delete(`/api/community/questions/${question.id}`)).statusCode,
    ).toBe(204);
    expect((await caregiver.agent.get(`/api/community/questions/${question.id}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps a deleted account’s question with no name', async () => {
    const expert = await staffAgent(ctx, 'expert');
    const { caregiver } = await family();
    const reader = await registerAgent(ctx.app, { name: 'Jo Reader' });
    await ready(caregiver.agent);
    const { question } = await ask(caregiver.agent, { ...PRIVATE, visibility: 'public' });
    await answer(expert.agent, question.id);
    await ctx.database.db.delete(users).where(eq(users.id, caregiver.user.id));
    const read = await reader.agent.get(`/api/community/questions/${question.id}`);
    expect(read.json<ExpertQuestion>().author.name).toBe('Former member');
  });
});

describe('the assistant’s lookup', () => {
  it('finds answered public questions sharing at least two words, never private or waiting ones', async () => {
    const expert = await staffAgent(ctx, 'expert');
    const { caregiver } = await family();
    await ready(caregiver.agent);
    const word = `zorbul${Date.now()}`;
    const { question: open } = await ask(caregiver.agent, {
      title: `How do I handle ${word} sundowning in the evening?`,
      body: 'Mum gets restless at dusk.',
      visibility: 'public',
    });
    const { question: secret } = await ask(caregiver.agent, {
      title: `Private ${word} sundowning worry`,
      body: 'Private.',
      visibility: 'private',
    });
    const { question: waiting } = await ask(caregiver.agent, {
      title: `Waiting ${word} sundowning question`,
      body: 'Waiting.',
      visibility: 'public',
    });
    await answer(expert.agent, open.id);
    await answer(expert.agent, secret.id);
    const found = await findAnsweredQuestions(
      ctx.database.db,
      `What helps with ${word} sundowning?`,
    );
    expect(found.map((item) => item.id)).toEqual([open.id]);
    expect(found[0]).toEqual({
      id: open.id,
      title: open.title,
      link: `/community/questions/${open.id}`,
    });
    expect(found.map((item) => item.id)).not.toContain(waiting.id);
    // One shared word is not enough.
    expect(await findAnsweredQuestions(ctx.database.db, `Tell me about ${word}`)).toEqual([]);
    expect(await findAnsweredQuestions(ctx.database.db, 'the and of')).toEqual([]);
  });
});

describe('expert accounts', () => {
  it('an admin creates an expert with credentials; experts and moderators are different roles', async () => {
    const admin = await staffAgent(ctx, 'admin');
    const input = {
      name: 'Dr. Ana Ruiz',
      email: `ana.expert.${Date.now()}@kinwell.example`,
      role: 'expert',
      password: 'a long staff password',
    };
    const missing = await admin.agent.post('/api/staff/console/staff', input);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/credentials/);
    const created = await admin.agent.post('/api/staff/console/staff', {
      ...input,
      credentials: 'Geriatric psychiatrist',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Dr. Ana Ruiz',
      role: 'expert',
      credentials: 'Geriatric psychiatrist',
    });
    const moderator = await staffAgent(ctx, 'moderator');
    const list = await admin.agent.get('/api/staff/console/staff');
    const listed = list.json<{ id: string; role: string; credentials: string | null }[]>();
    expect(listed.find((member) => member.id === created.json<{ id: string }>().id)).toMatchObject({
      role: 'expert',
      credentials: 'Geriatric psychiatrist',
    });
    expect(listed.find((member) => member.id === moderator.staff.id)).toMatchObject({
      role: 'moderator',
      credentials: null,
    });
    // An expert answers but does not work the moderation queue; a moderator the other way round.
    const expert = await staffAgent(ctx, 'expert');
    expect((await expert.agent.get('/api/staff/community/queue')).statusCode).toBe(403);
    expect((await expert.agent.get('/api/staff/questions')).statusCode).toBe(200);
    expect((await expert.agent.get('/api/staff/me')).json()).toMatchObject({
      role: 'expert',
      credentials: 'Geriatric psychiatrist',
    });
    expect((await moderator.agent.get('/api/staff/community/queue')).statusCode).toBe(200);
    expect((await moderator.agent.get('/api/staff/questions')).statusCode).toBe(200);
  });
});
