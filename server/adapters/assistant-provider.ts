/**
 * The contract every assistant answers through: the built-in offline assistant, or a language
 * model the operator connected (decision 031). Whatever the provider, `withSafetyRules` runs first (see
 * with-safety-rules.ts), so emergencies, requests for a person and medical questions are handled
 * the same way.
 */

export const ASSISTANT_TOPICS = [
  'features',
  'pricing',
  'getting_started',
  'dementia',
  'care_planning',
  'costs',
  'technical',
  'emergency',
  'privacy',
  'family',
  'wellbeing',
  'greeting',
  'human',
  /** Dosing and diagnosis questions: only a pharmacist or doctor can answer them. */
  'medical',
  /** Answers about the asker's own care circle: their doses, appointments, tasks, changes. */
  'circle',
  'unknown',
] as const;
export type AssistantTopic = (typeof ASSISTANT_TOPICS)[number];

export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantInput {
  message: string;
  /** Oldest first; the route passes the last few messages the widget sent. */
  history: AssistantTurn[];
  /**
   * Plain-text facts about the signed-in person's care circle that their rights allow them to
   * see ("Donepezil 10 mg at 8:00 every day"). A language model answers from them; they are sent
   * only to the model the operator configured, and never when there is none.
   */
  facts?: readonly string[];
}

export interface AssistantReply {
  /** Plain text, never HTML. */
  response: string;
  needsEscalation: boolean;
  topic: AssistantTopic;
  /**
   * Set only by the safety rules and the harm check (with-safety-rules.ts) when the reply answers
   * an emergency: it leads with whom to call. A reply about Kinwell's emergency features is not one.
   */
  isEmergency?: boolean;
  /**
   * What the reply repeats from the circle's own records, read through the services and rights
   * (the medicine list with its doses): the safety rules accept its dose amounts as recorded, not
   * as advice. Only code sets it, never a model's words.
   */
  recorded?: readonly string[];
  /**
   * When a guide was chosen by reading the whole question (the built-in assistant's guide
   * classifier) rather than by a passage that matched its words: what the passage search alone
   * found ('unknown' when nothing). The safety rules' catch-all reads this topic, so a guess never
   * narrows it.
   */
  matchedTopic?: AssistantTopic;
}

export interface AssistantProvider {
  reply(input: AssistantInput): Promise<AssistantReply>;
  /**
   * True for a provider that answers from `facts` (a language model): only then are the facts of
   * a signed-in person's circle gathered and passed to it.
   */
  readonly usesFacts?: boolean;
}

/** What every provider and the safety rules need to know about this installation. */
export interface AssistantSettings {
  /** EMERGENCY_NUMBER, such as 911 or 112. */
  emergencyNumber: string;
  /** SUPPORT_EMAIL, named when a person has to take over. */
  supportEmail: string;
}

export const isAssistantTopic = (value: string): value is AssistantTopic =>
  (ASSISTANT_TOPICS as readonly string[]).includes(value);
