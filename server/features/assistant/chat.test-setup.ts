import { expect } from 'vitest';
import type { Agent } from '../../test/test-app';

/**
 * Asks the chat as the widget does, with the conversation so far (each earlier question with a
 * reply after it), each question from its own address in `network` ("198.51"): the chat's
 * per-address limit is not what these tests are about.
 */
export function chatAsker(network: string) {
  let asked = 0;
  return async (agent: Agent, message: string, earlier: string[] = []) => {
    asked += 1;
    const conversationHistory = earlier.flatMap((content) => [
      { role: 'user', content },
      { role: 'assistant', content: 'Here is what I found.' },
    ]);
    const response = await agent.post(
      '/api/chat',
      { message, conversationHistory },
      { ip: `${network}.${Math.floor(asked / 200)}.${asked % 200}` },
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ response: string; needsEscalation: boolean }>();
  };
}
