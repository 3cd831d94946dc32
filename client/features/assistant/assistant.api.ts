import { type ChatResponse, chatResponseSchema } from '../../../shared/assistant';
import { apiRequest } from '../../lib/api';
import type { ContactRequest, Message } from './chat.logic';

/** POST /api/chat: the new message and the conversation before it (spec §7). */
export async function sendChatMessage(
  message: string,
  conversationHistory: Message[],
): Promise<ChatResponse> {
  const response = await apiRequest('POST', '/api/chat', { message, conversationHistory });
  return chatResponseSchema.parse(await response.json());
}

/** POST /api/contact-request; the answer's body is not read (spec §7). */
export async function sendContactRequest(request: ContactRequest): Promise<void> {
  await apiRequest('POST', '/api/contact-request', request);
}
