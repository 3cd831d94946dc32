import { type ChatResponse, chatResponseSchema } from '../../../shared/assistant';
import type { assistantApi } from '../../../shared/assistant.contract';
import { assistantEndpoints } from '../../../shared/assistant.endpoints';
import { apiClient } from '../../lib/api-client';
import type { ContactRequest, Message } from './chat.logic';

const assistant = apiClient<typeof assistantApi>(assistantEndpoints);

/** POST /api/chat: the new message and the conversation before it (spec §7). */
export async function sendChatMessage(
  message: string,
  conversationHistory: Message[],
): Promise<ChatResponse> {
  // Parsed, so a reply with only the spec's two fields reads with the defaults of the others.
  return chatResponseSchema.parse(await assistant.chat({ body: { message, conversationHistory } }));
}

/** POST /api/contact-request; the answer's body is not read (spec §7). */
export async function sendContactRequest(request: ContactRequest): Promise<void> {
  await assistant.contactRequest({ body: request });
}
