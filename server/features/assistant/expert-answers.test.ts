import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantProvider, AssistantReply } from '../../adapters/assistant-provider';
import type { QuestionCreated } from '../../../shared/community-questions';
import {
  createAgent,
  createTestApp,
  registerAgent,
  staffAgent,
  type TestContext,
} from '../../test/test-app';
import { withExpertAnswers } from './expert-answers';
import { withSafetyRules } from './with-safety-rules';

const LINK = { id: 'q1', title: 'Calm evenings with sundowning', link: '/community/questions/q1' };
const answering = (reply: Partial<AssistantReply>): AssistantProvider => ({
  reply: async () => ({
    response: 'Try a calm routine.',
    needsEscalation: false,
    topic: 'dementia',
    ...reply,
  }),
});
const settings = { emergencyNumber: '911', supportEmail: 'help@kinwell.example' };

describe('withExpertAnswers', () => {
  it('adds a link to a matching answered question under the reply', async () => {
    const reply = await withExpertAnswers(answering({}), async () => [LINK]).reply({
      message: 'How do I calm sundowning?',
      history: [],
    });
    expect(reply.response).toBe(
      'Try a calm routine.\n\nAn expert answered a similar question: “Calm evenings with sundowning” /community/questions/q1',
    );
    expect(reply.needsEscalation).toBe(false);
  });

  it('names several questions in one line, and leaves a reply alone when none match or the lookup fails', async () => {
    const two = await withExpertAnswers(answering({}), async () => [
      LINK,
      { ...LINK, id: 'q2', title: 'Evenings', link: '/community/questions/q2' },
    ]).reply({ message: 'sundowning', history: [] });
    expect(two.response).toContain(
      'Experts answered similar questions: “Calm evenings with sundowning” /community/questions/q1; “Evenings” /community/questions/q2',
    );
    const none = await withExpertAnswers(answering({}), async () => []).reply({
      message: 'x',
      history: [],
    });
    expect(none.response).toBe('Try a calm routine.');
    const failed = await withExpertAnswers(answering({}), () =>
      Promise.reject(new Error('db')),
    ).reply({ message: 'x', history: [] });
    expect(failed.response).toBe('Try a calm routine.');
  });

  it('never touches emergencies, escalations, requests for a person, medical questions or circle answers', async () => {
    let looked = 0;
    const find = async () => {
      looked += 1;
      return [LINK];
    };
    for (const reply of [
      { topic: 'emergency', needsEscalation: true },
      { topic: 'human', needsEscalation: true },
      { topic: 'circle' },
      { topic: 'medical', needsEscalation: true },
      { topic: 'medical' },
    ] as const) {
      const answered = await withExpertAnswers(answering(reply), find).reply({
        message: 'sundowning',
        history: [],
      });
      expect(answered.response).toBe('Try a calm routine.');
    }
    expect(looked).toBe(0);
  });

  it('comes after the safety rules: an emergency is answered first and alone', async () => {
    const assistant = withExpertAnswers(withSafetyRules(answering({}), settings), async () => [
      LINK,
    ]);
    const reply = await assistant.reply({ message: 'Mum fell and is not breathing', history: [] });
    expect(reply.needsEscalation).toBe(true);
    expect(reply.response).toContain('911');
    expect(reply.response).not.toContain('/community/questions');
  });
});

describe('POST /api/chat with answered expert questions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('points a signed-in person to a matching answered public question', async () => {
    const expert = await staffAgent(ctx, 'expert');
    const asker = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    await asker.agent.post('/api/community/guidelines');
    const asked = await asker.agent.post('/api/community/questions', {
      title: 'How can I calm sundowning in the late afternoon?',
      body: 'Mum paces and gets upset around four.',
      visibility: 'public',
    });
    const { question } = asked.json<QuestionCreated>();
    await expert.agent.post(`/api/staff/questions/${question.id}/answers`, {
      body: 'Bright light, a short walk and a calm routine help many families.',
    });
    const message = {
      message: 'What can I do about sundowning in the afternoon?',
      conversationHistory: [],
    };

    const reader = await registerAgent(ctx.app, { name: 'Jo Reader', role: 'family' });
    const signedIn = await reader.agent.post('/api/chat', message);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<{ response: string }>().response).toContain(
      `An expert answered a similar question: “${question.title}” /community/questions/${question.id}`,
    );
    // The expert area opens only once signed in: a visitor gets no such link.
    const visitor = await createAgent(ctx.app).post('/api/chat', message);
    expect(visitor.json<{ response: string }>().response).not.toContain('/community/questions');
    // An emergency stays the emergency answer alone.
    const emergency = await reader.agent.post('/api/chat', {
      message: 'Mum is sundowning and just collapsed, she is not breathing',
      conversationHistory: [],
    });
    const urgent = emergency.json<{ response: string; needsEscalation: boolean }>();
    expect(urgent.needsEscalation).toBe(true);
    expect(urgent.response).not.toContain('/community/questions');
  });
});
