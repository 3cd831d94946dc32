import OpenAI from 'openai';

/**
 * A chat model behind an OpenAI-compatible API (`POST {url}/chat/completions`): a hosted service,
 * or a model server such as Ollama or vLLM on the operator's own machine. The assistant's
 * grounding and safety are not here (server/features/assistant/grounded-model-assistant.ts);
 * this only sends messages and returns the answer's text, or throws a `ChatModelError` saying what
 * went wrong, never what was asked.
 */

export interface AssistantModelConfig {
  /** Base URL of the API, such as http://localhost:11434/v1 (no trailing slash). */
  url: string;
  model: string;
  /** Sent as a bearer token; some self-hosted servers need none. */
  key: string | undefined;
  /** The whole request, answer included, must finish in this time. */
  timeoutSeconds: number;
}

export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  /** The text of the first choice. */
  complete(messages: readonly ChatModelMessage[]): Promise<string>;
}

/** Why a model gave no usable answer; what an operator reads in the log. */
export type ChatModelFailure =
  | 'timeout'
  /** The service answered with an error status (4xx, 5xx). */
  | 'http_error'
  /** The service could not be reached. */
  | 'network'
  /** The answer was not the API's JSON shape. */
  | 'malformed'
  /** The answer had no text. */
  | 'empty';

export class ChatModelError extends Error {
  constructor(
    readonly failure: ChatModelFailure,
    /** The HTTP status, for `http_error`. */
    readonly status?: number,
  ) {
    super(`the assistant's language model gave no answer: ${failure}${status ? ` ${status}` : ''}`);
    this.name = 'ChatModelError';
  }
}

/** Short, factual answers: the model repeats the passages more than it invents. */
const TEMPERATURE = 0.2;
/** About 300 words: the widget shows a few sentences, never an essay. */
const MAX_TOKENS = 400;

function failureOf(error: unknown, signal: AbortSignal): ChatModelError {
  if (error instanceof ChatModelError) return error;
  if (signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ChatModelError('timeout');
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    return new ChatModelError('http_error', error.status);
  }
  if (error instanceof OpenAI.APIConnectionError) return new ChatModelError('network');
  // A body that is not JSON fails to parse inside the client.
  return new ChatModelError('malformed');
}

export function createChatModel(config: AssistantModelConfig): ChatModel {
  const client = new OpenAI({
    baseURL: config.url,
    // Everything explicit, so no OPENAI_* variable of the machine is sent to the operator's server.
    apiKey: config.key ?? 'none',
    adminAPIKey: null,
    organization: null,
    project: null,
    // Without a key no Authorization header is sent at all.
    defaultHeaders: config.key === undefined ? { Authorization: null } : {},
    timeout: config.timeoutSeconds * 1000,
    // A retry would only make the person wait longer for the built-in answer.
    maxRetries: 0,
  });

  return {
    async complete(messages) {
      // The client's timeout covers waiting for the headers; this one also covers the body.
      const signal = AbortSignal.timeout(config.timeoutSeconds * 1000);
      let completion: unknown;
      try {
        completion = await client.chat.completions.create(
          {
            model: config.model,
            messages: messages.map(({ role, content }) => ({ role, content })),
            temperature: TEMPERATURE,
            max_tokens: MAX_TOKENS,
            stream: false,
          },
          { signal },
        );
      } catch (error) {
        throw failureOf(error, signal);
      }
      return textOf(completion);
    },
  };
}

/** The first choice's text; anything else is not an answer. */
function textOf(completion: unknown): string {
  if (typeof completion !== 'object' || completion === null) {
    throw new ChatModelError('malformed');
  }
  const choices = (completion as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) throw new ChatModelError('malformed');
  const first: unknown = choices[0];
  if (first === undefined) throw new ChatModelError('empty');
  const message: unknown =
    typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : null;
  if (typeof message !== 'object' || message === null) throw new ChatModelError('malformed');
  const content = (message as { content?: unknown }).content;
  if (content === null || content === undefined) throw new ChatModelError('empty');
  if (typeof content !== 'string') throw new ChatModelError('malformed');
  if (content.trim().length === 0) throw new ChatModelError('empty');
  return content;
}
