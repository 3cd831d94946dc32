import { describe, expect, it } from 'vitest';
import { postEditSchema, replyInputSchema } from './community';
import { answerInputSchema, questionInputSchema } from './community-questions';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('what the community says about a text that does not fit', () => {
  it('starts each message as a sentence, with a capital letter', () => {
    expect(firstMessage(questionInputSchema.safeParse({ title: 'Why', body: 'Hello' }))).toBe(
      'Your question needs at least 5 characters.',
    );
    expect(firstMessage(postEditSchema.safeParse({ title: 'Hi', body: 'Hello' }))).toBe(
      'A title needs at least 3 characters.',
    );
    expect(firstMessage(answerInputSchema.safeParse({ body: 'x'.repeat(20_001) }))).toMatch(
      /^Your answer can be at most [\d,]+ characters\.$/,
    );
    expect(firstMessage(replyInputSchema.safeParse({ body: '  ' }))).toBe(
      'Please write your message.',
    );
  });
});
