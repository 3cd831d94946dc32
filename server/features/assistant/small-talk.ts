import type { AssistantReply } from '../../adapters/assistant-provider';
import { normaliseText, STOP_WORDS, tokenize } from '../../platform/safety/text-normaliser';

/** Greetings, thanks and "what can you do?": short friendly replies, no search needed. */

const GREETING_WORDS = new Set(
  'hi hello hey hiya howdy greetings morning afternoon evening yo sup'.split(' '),
);
const THANKS_WORDS = new Set('thanks thank thx ty cheers appreciate appreciated'.split(' '));
const BYE_WORDS = new Set('bye goodbye goodnight cya'.split(' '));
/** Words that may stand beside a greeting or a thank-you without making it a question. */
const SMALL_TALK_FILLER = new Set(
  'good there whats up day dear much so very great awesome perfect lovely helpful wonderful brilliant see later take care night for that help need'.split(
    ' ',
  ),
);
const CAPABILITY =
  /\b(what can you (do|help( me)? with|answer|tell me about)|who are you|what are you|what do you do|how can you help|what (can|do) you know|are you (a )?(bot|robot|computer|ai|machine))\b/;

export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'capability';

export function detectSmallTalk(message: string): SmallTalk | null {
  const text = normaliseText(message);
  if (CAPABILITY.test(text)) return 'capability';
  const words = tokenize(message);
  if (words.length === 0 || words.length > 8) return null;
  const has = (set: Set<string>) => words.some((word) => set.has(word));
  const isSmallTalkWord = (word: string) =>
    GREETING_WORDS.has(word) ||
    THANKS_WORDS.has(word) ||
    BYE_WORDS.has(word) ||
    SMALL_TALK_FILLER.has(word) ||
    STOP_WORDS.has(word);
  if (!words.every(isSmallTalkWord)) return null;
  if (has(THANKS_WORDS)) return 'thanks';
  if (has(BYE_WORDS)) return 'bye';
  if (has(GREETING_WORDS)) return 'greeting';
  return null;
}

const TOPIC_LIST =
  'our features and pricing, getting started, dementia types and symptoms, care planning, the cost of care, technical support and emergency support';

export function smallTalkReply(kind: SmallTalk): AssistantReply {
  const texts: Record<SmallTalk, string> = {
    greeting: `Hello! I'm the Kinwell Assistant. I can help with ${TOPIC_LIST}. What would you like to know?`,
    capability: `I'm the Kinwell Assistant, a computer helper that answers from Kinwell's own guides. I can help with ${TOPIC_LIST}. If you need a person, just ask and a care specialist will get back to you.`,
    thanks: "You're welcome. I'm here any time you have another question.",
    bye: "Take care. I'm here whenever you need me, day or night.",
  };
  return { response: texts[kind], needsEscalation: false, topic: 'greeting' };
}
