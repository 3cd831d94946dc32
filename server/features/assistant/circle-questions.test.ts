import { describe, expect, it } from 'vitest';
import { createBuiltInAssistant } from './built-in-assistant';
import { GUIDE_TOPICS, withCircleAnswers } from './circle-answers';
import { recogniseCircleQuestion, recogniseCircleQuestionInConversation } from './circle-questions';
import { EVAL_SETTINGS, loadEvalQuestions } from './eval/run-eval';
import { EVAL_SETS, type EvalSetName, HELD_OUT_SETS } from './eval/question-sets';
import { withSafetyRules } from './with-safety-rules';

describe('recognising questions about the asker’s own circle', () => {
  it.each([
    ["When is mum's next dose?", { kind: 'next-dose' }],
    ['when is moms next doze', { kind: 'next-dose' }],
    ['Can you tell me when Rosa’s next dose is?', { kind: 'next-dose' }],
    ['what time is the next dose of donepezil', { kind: 'next-dose', words: ['donepezil'] }],
    ["What's on tomorrow?", { kind: 'day-plan', day: 'tomorrow' }],
    ['Whats on tommorow', { kind: 'day-plan', day: 'tomorrow' }],
    ["what's he got on tomorrow", { kind: 'day-plan', day: 'tomorrow' }],
    ['Who is taking dad to the dentist?', { kind: 'who', words: ['dentist'] }],
    ['who is driving my wife to the memory clinic', { kind: 'who', words: ['memory', 'clinic'] }],
    ["who's picking up the prescriptions", { kind: 'who', words: ['prescriptions'] }],
    ['Did anyone give the evening pills?', { kind: 'doses-given', part: 'evening' }],
    ['has anyone given grandma her tablets tonight', { kind: 'doses-given', part: 'evening' }],
    ['did dad get his mornin meds', { kind: 'doses-given', part: 'morning' }],
    ['any missed doses today', { kind: 'doses-given', part: null }],
    ['what medicines is mum taking', { kind: 'medicines', part: null }],
    ['list her medications', { kind: 'medicines', part: null }],
    ['what tablets is dad on', { kind: 'medicines', part: null }],
    ['what meds does she take', { kind: 'medicines', part: null }],
    ['which pills does she take in the morning', { kind: 'medicines', part: 'morning' }],
    ['which pills does she take at night', { kind: 'medicines', part: 'evening' }],
    ['what tablets does he have at lunch', { kind: 'medicines', part: 'afternoon' }],
    ['did she take her morning pills', { kind: 'doses-given', part: 'morning' }],
    ['has she had her evening tablets', { kind: 'doses-given', part: 'evening' }],
    ['which doses were given this morning', { kind: 'doses-given', part: 'morning' }],
    ['What changed today?', { kind: 'changes', range: 'today' }],
    ['what changed this week', { kind: 'changes', range: 'week' }],
    ['anything changed lately?', { kind: 'changes', range: 'week' }],
    ['what chnaged today', { kind: 'changes' }],
    ['any updates since this morning', { kind: 'changes' }],
    ['what appointments this week', { kind: 'appointments', range: 'week' }],
    ['Any appointmnts tomorow?', { kind: 'appointments', range: 'tomorrow' }],
    ["When is my wife's next apointment?", { kind: 'appointments', range: 'next' }],
    ['what tasks are open', { kind: 'tasks', mine: false }],
    ['what are my tasks', { kind: 'tasks', mine: true }],
    ['what do I need to do today', { kind: 'tasks', mine: true }],
    ['what was tracked this week', { kind: 'tracking' }],
    ['How has mum been sleeping this week?', { kind: 'tracking' }],
  ])('%s', (message, expected) => {
    expect(recogniseCircleQuestion(message)).toMatchObject(expected);
  });

  it.each([
    'How do I add a medicine?',
    'Can family members see appointments?',
    'What happens if a dose is missed?',
    'When should I see a doctor about memory loss?',
    'What is the family task hub?',
    'When will I get a reminder before mom’s pills?',
    'Is it ok to give dad two of his sleeping pills?',
    'What is a good GPS tracker for someone who wanders?',
    'How much does Kinwell cost?',
  ])('leaves a question about Kinwell or care alone: %s', (message) => {
    expect(recogniseCircleQuestion(message)).toBeNull();
  });
});

describe('follow-ups about the own circle', () => {
  const earlier = (...messages: string[]) =>
    messages.flatMap((content) => [
      { role: 'user' as const, content },
      { role: 'assistant' as const, content: 'Here is what I found.' },
    ]);

  it.each([
    ['and tomorrow?', ["What's on today?"], { kind: 'day-plan', day: 'tomorrow' }],
    ['tomorrow?', ["What's on today?"], { kind: 'day-plan', day: 'tomorrow' }],
    [
      "what about dad's evening pills?",
      ['Did anyone give dad his morning pills?'],
      { kind: 'doses-given', day: 'today', part: 'evening' },
    ],
    ['and tomorrow?', ["When is mum's next dose?"], { kind: 'doses-day', day: 'tomorrow' }],
    [
      'and in the evening?',
      ['what medicines is mum taking'],
      { kind: 'medicines', part: 'evening' },
    ],
    ['what about at night', ['list her medications'], { kind: 'medicines', part: 'evening' }],
    // Another day after the list asks for that day's doses and where each stands.
    ['and tomorrow?', ['what meds does she take'], { kind: 'doses-day', day: 'tomorrow' }],
    ['and this week?', ['What changed today?'], { kind: 'changes', range: 'week' }],
    // A whole question of its own is not read as a follow-up.
    ["What's on tomorrow?", ['When is the next dose?'], { kind: 'day-plan', day: 'tomorrow' }],
    [
      'what about the donepezil',
      ["When is mum's next dose?"],
      { kind: 'next-dose', words: ['donepezil'] },
    ],
    ['and the dentist?', ['Who is taking dad to the doctor?'], { kind: 'who', words: ['dentist'] }],
    ['and this week?', ['any appointments tomorrow'], { kind: 'appointments', range: 'week' }],
    ['and her pills?', ["what's on tomorrow"], { kind: 'doses-day', day: 'tomorrow' }],
    ['and yesterday?', ['any missed doses today'], { kind: 'doses-given', day: 'yesterday' }],
    [
      'and tomorrow?',
      ['Did anyone give the morning pills?', 'what about the evening?'],
      { kind: 'doses-given', day: 'tomorrow', part: 'evening' },
    ],
  ])('%s after %j', (message, before, expected) => {
    expect(recogniseCircleQuestionInConversation(message, earlier(...before))).toMatchObject(
      expected,
    );
  });

  it('also when the history already ends with the message', () => {
    const history = [
      ...earlier("What's on today?"),
      { role: 'user' as const, content: 'and tomorrow?' },
    ];
    expect(recogniseCircleQuestionInConversation('and tomorrow?', history)).toMatchObject({
      kind: 'day-plan',
      day: 'tomorrow',
    });
  });

  it.each([
    ['and tomorrow?', []],
    ['and tomorrow?', ['How much does Kinwell cost?']],
    ['and how do i add one?', ["What's on today?"]],
    ['and tomorrow?', ["What's on today?", 'How do I invite my brother?']],
  ])('leaves %s after %j alone', (message, before) => {
    expect(recogniseCircleQuestionInConversation(message, earlier(...before))).toBeNull();
  });
});

describe('signed out', () => {
  const builtIn = createBuiltInAssistant(EVAL_SETTINGS);
  const plain = withSafetyRules(builtIn, EVAL_SETTINGS);
  const composed = withSafetyRules(
    withCircleAnswers({ kind: 'signed-out' }, createBuiltInAssistant(EVAL_SETTINGS)),
    EVAL_SETTINGS,
  );

  it('says what it can do once signed in', async () => {
    // Some such questions get the harm check's line first: the records set measures how many.
    const reply = await composed.reply({ message: "What's on for mum tomorrow?", history: [] });
    expect(reply.needsEscalation).toBe(false);
    expect(reply.response).toContain(
      "Sign in and I can tell you about your own family's medicines, appointments and tasks.",
    );
  });

  // Held-out questions are only counted, never printed (eval/external/README.md). The evaluation
  // itself runs the provider without the chat route, so its figures do not move either way.
  it.each(Object.keys(EVAL_SETS))(
    'answers every question of the %s evaluation set as before',
    async (set) => {
      const changed: string[] = [];
      for (const question of loadEvalQuestions(EVAL_SETS[set as keyof typeof EVAL_SETS])) {
        const input = { message: question.message, history: question.history };
        const [before, after] = await Promise.all([plain.reply(input), composed.reply(input)]);
        const same = before.response === after.response && before.topic === after.topic;
        // A question about one's own circle that had no answer, or only a guide's general
        // advice, now says what signing in brings.
        const { topic } = await builtIn.reply(input);
        const unanswered = topic === 'unknown' || GUIDE_TOPICS.has(topic);
        const learnsToSignIn =
          unanswered &&
          recogniseCircleQuestionInConversation(question.message, question.history) !== null &&
          after.response.includes('Sign in and I can tell you') &&
          (before.topic !== 'emergency' || (after.topic === 'emergency' && after.needsEscalation));
        if (!same && !learnsToSignIn)
          changed.push(HELD_OUT_SETS.has(set as EvalSetName) ? '(held out)' : question.message);
      }
      expect(changed).toEqual([]);
    },
  );
});
