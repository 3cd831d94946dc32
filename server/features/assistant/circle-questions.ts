import { createSpellingCorrector } from '../../platform/safety/spelling';
import { STOP_WORDS, tokenize } from '../../platform/safety/text-normaliser';

/**
 * Recognises questions about the asker's own care circle ("When is mum's next dose?", "What's on
 * tomorrow?") in what people type: any name for the care recipient (mum, dad, my wife, Rosa, she),
 * short forms and common misspellings. Questions about Kinwell itself ("How do I add a
 * medicine?", "Can family see appointments?") are not circle questions; the knowledge base
 * answers them.
 */

export type Day = 'today' | 'tomorrow' | 'yesterday';
export type PartOfDay = 'morning' | 'afternoon' | 'evening';
export type AppointmentRange = 'today' | 'tomorrow' | 'week' | 'next';

export type ChangesRange = 'today' | 'week';

export type CircleQuestion =
  /**
   * The medicines taken, from their schedules (not from the day's dose records), perhaps only
   * those of one part of the day; `words` may name a medicine.
   */
  | { kind: 'medicines'; part: PartOfDay | null; words: string[] }
  /** When the next planned dose is; `words` may name the medicine. */
  | { kind: 'next-dose'; words: string[] }
  /** Which doses were given, skipped or missed, for a day and perhaps a part of it. */
  | { kind: 'doses-given'; day: Day; part: PartOfDay | null; words: string[] }
  /** The day's doses and where each stands. */
  | { kind: 'doses-day'; day: Day }
  /** Appointments in a range; `words` may narrow them ("dentist"). */
  | { kind: 'appointments'; range: AppointmentRange; words: string[] }
  /** What is on that day: appointments and tasks due. */
  | { kind: 'day-plan'; day: 'today' | 'tomorrow' }
  /** Who is taking the recipient to an appointment, or doing a task. */
  | { kind: 'who'; words: string[] }
  | { kind: 'tasks'; mine: boolean }
  /** What changed in the circle today, or in the last 7 days. */
  | { kind: 'changes'; range: ChangesRange }
  | { kind: 'tracking' };

export type CircleQuestionKind = CircleQuestion['kind'];

/** Words folded into one spelling before the rules read them. */
const CANONICAL: Readonly<Record<string, string>> = {
  med: 'meds',
  meds: 'meds',
  medication: 'meds',
  medications: 'meds',
  medicine: 'meds',
  medicines: 'meds',
  medicament: 'meds',
  pill: 'meds',
  pills: 'meds',
  tablet: 'meds',
  tablets: 'meds',
  capsule: 'meds',
  capsules: 'meds',
  drugs: 'meds',
  pils: 'meds',
  dose: 'dose',
  doses: 'dose',
  dosage: 'dose',
  doze: 'dose',
  dozes: 'dose',
  appointment: 'appointment',
  appointments: 'appointment',
  appt: 'appointment',
  appts: 'appointment',
  apt: 'appointment',
  apts: 'appointment',
  tomorrow: 'tomorrow',
  tomorrows: 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2mrw': 'tomorrow',
  '2day': 'today',
  tday: 'today',
  todays: 'today',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  yday: 'yesterday',
  task: 'tasks',
  tasks: 'tasks',
  todo: 'tasks',
  todos: 'tasks',
  chore: 'tasks',
  chores: 'tasks',
  errand: 'tasks',
  errands: 'tasks',
  whos: 'who',
  dr: 'doctor',
  doc: 'doctor',
  gp: 'doctor',
  checkup: 'checkup',
  observation: 'observations',
  observations: 'observations',
};

/** Known words that typos are corrected to (a word of 5 letters or more, one or two edits). */
const VOCABULARY = [
  ...Object.keys(CANONICAL).filter((word) => /^[a-z]+$/.test(word)),
  'today',
  'morning',
  'afternoon',
  'evening',
  'tonight',
  'bedtime',
  'yesterday',
  'taking',
  'driving',
  'bringing',
  'picking',
  'collecting',
  'handling',
  'accompanying',
  'changed',
  'changes',
  'happened',
  'updates',
  'scheduled',
  'schedule',
  'planned',
  'happening',
  'dentist',
  'doctor',
  'clinic',
  'hospital',
  'specialist',
  'therapy',
  'given',
  'missed',
  'skipped',
  'logged',
  'forgot',
  'forgotten',
  'tracked',
  'tracking',
  'upcoming',
  'outstanding',
  'overdue',
  'anyone',
  'anybody',
  'someone',
  'somebody',
  'everyone',
  // Real words a typo rule must leave alone.
  'table',
  'tables',
  'tracker',
  'trackers',
  'taken',
  'tasked',
];
const corrector = createSpellingCorrector(VOCABULARY);
/** Short words are too easily another word: only longer ones are corrected. */
const correct = (word: string) => (word.length >= 6 ? corrector.correct(word) : word);

const set = (words: string) => new Set(words.split(' '));

const MEDS = set('meds dose');
const DAY_WORDS = set('today tonight tomorrow yesterday morning afternoon evening bedtime');
const APPOINTMENT_WORDS = set(
  'appointment visit visits checkup dentist dental doctor clinic hospital specialist therapy therapist physio lab bloods surgery consultant optician eye hearing podiatrist',
);
const TRACKED_KINDS = set(
  'mood sleep slept sleeping falls fall fallen wandering wandered agitation agitated appetite weight continence sundowning pain',
);
/** Words that make a question about Kinwell itself, not about the circle's own data. */
const ABOUT_KINWELL = set(
  'kinwell app feature features subscription price pricing cost signup signin account password install download remind reminder reminders notification notifications notify message messages alert alerts photo photos hub tick setting settings email normal',
);
/** Words the rules read, left out of the content words that name a medicine or an appointment. */
const QUESTION_WORDS = set(
  'who whos when what whats which where did does do has have is are was were will be been being going gonna next upcoming due time today tonight tomorrow yesterday morning afternoon evening bedtime week this coming soon taking take takes took driving drive bringing bring picking pick up collecting collect handling handle doing accompanying getting get got give given gave meds dose appointment any anyone anybody someone somebody everyone there planned scheduled on happening their his her them him she he they mum mom mummy mommy mama dad daddy papa grandma grandmother grandpa grandfather nan nana granny gran wife husband mother father partner our my me i we us you to for at the a an of in with and or by his hers nan please tell know mums moms dads wifes husbands grandmas grandpas nans mothers fathers partners hes shes theyre',
);

/** "This week", "the last 7 days", "lately": what changed over the week rather than today. */
const WEEK_OR_LATELY =
  / (?:this week|the week|last week|past week|(?:last|past) (?:few|7|seven) days|lately|recently) /;

export interface PreparedText {
  words: string[];
  text: string;
}

/** Lower case, one spelling per word, typos corrected: " when is mums next dose ". */
export function prepare(message: string): PreparedText {
  const words = tokenize(message).map((token) => {
    const known = CANONICAL[token];
    if (known) return known;
    const corrected = correct(token);
    return CANONICAL[corrected] ?? corrected;
  });
  return { words, text: ` ${words.join(' ')} ` };
}

const has = (text: string, pattern: RegExp) => pattern.test(text);
const any = (words: readonly string[], group: ReadonlySet<string>) =>
  words.some((word) => group.has(word));

/** "Can you tell me…", "please" and the like say nothing about what is asked. */
const POLITE =
  / (?:(?:can|could|would|will) you (?:please )?(?:tell me|let me know|check|show me|remind me|look up|find out)|(?:do|does) (?:you|anyone) know|i (?:want|need|would like|d like) to know|tell me|remind me|please|pls|plz) /g;

/** A question about how Kinwell works, what it offers or what to do: not about the circle's data. */
const HOW_TO =
  / (?:how (?:do|can|could|would|should|does|to|much|many)|can (?:i|we|my|kinwell|it|family|caregivers?|members?)|could (?:i|we)|is (?:it|there) (?:possible|a way)|is it (?:ok|okay|safe|normal|alright|fine)|where (?:do|can|is) (?:i|we|the)|do you (?:have|offer|support)|should (?:i|we)|what (?:if|should|can|happens)|what (?:do|would) (?:i|we) do|why) /;

function dayOf(words: readonly string[]): Day {
  if (words.includes('tomorrow')) return 'tomorrow';
  if (words.includes('yesterday')) return 'yesterday';
  return 'today';
}

/** The words `partOf` reads, never part of a medicine's name. */
const PART_WORDS = set(
  'morning breakfast am wake waking afternoon lunch lunchtime midday noon evening tonight night bedtime bed dinner supper pm teatime',
);

function partOf(text: string): PartOfDay | null {
  if (has(text, / (?:morning|breakfast|am|wake up|waking) /)) return 'morning';
  if (has(text, / (?:afternoon|lunch|lunchtime|midday|noon) /)) return 'afternoon';
  if (has(text, / (?:evening|tonight|night|bedtime|bed|dinner|supper|pm|teatime) /))
    return 'evening';
  return null;
}

/** The words that may name a medicine, an appointment or a task ("dentist", "prescriptions"). */
export function contentWords(words: readonly string[]): string[] {
  return words.filter(
    (word) =>
      word.length > 1 && !QUESTION_WORDS.has(word) && !STOP_WORDS.has(word) && !/^\d+$/.test(word),
  );
}

/** "What … is she taking", "is he on", "does she take / have", "list her meds": the schedule. */
const ASKS_SCHEDULE =
  / (?:is|are|s) (?:\w+ ){0,2}(?:taking|on) | (?:does|do) (?:\w+ ){0,2}(?:take|have|get|need) |^ (?:list|show) |^ (?:what|which) (?:are|re) (?:\w+ ){0,2}meds |^ (?:whats|what is) (?:\w+ ){0,2}(?:meds|on) /;
/** "Did she take", "has she had", "was it given": the day's dose log, not the schedule. */
const ASKS_LOG =
  / (?:did|has|had|was|were|given|gave|taken|took|missed|miss|skipped|skip|logged|forgot|forgotten|done|left|next|due|when|today|tomorrow|yesterday) /;

function doseQuestion(prepared: PreparedText): CircleQuestion | null {
  const { words, text } = prepared;
  if (!any(words, MEDS)) return null;
  const content = contentWords(words);
  if (ASKS_SCHEDULE.test(text) && !ASKS_LOG.test(text)) {
    const named = content.filter((word) => !PART_WORDS.has(word) && word !== 'list');
    return { kind: 'medicines', part: partOf(text), words: named };
  }
  const asksWhetherDone =
    has(
      text,
      /^ (?:did|has|have|were|was|had|is|are) |^ (?:so )?(?:how many|which|what|any|were any|was any) | (?:anyone|anybody|someone|somebody) /,
    ) &&
    has(
      text,
      / (?:give|gave|given|take|took|taken|get|got|had|have|logged|log|done|forgot|forgotten|miss|missed|skip|skipped) /,
    );
  if (asksWhetherDone) {
    return { kind: 'doses-given', day: dayOf(words), part: partOf(text), words: content };
  }
  if (
    has(text, / (?:next|upcoming|due|when|what time|at what time|how long until|how soon) /) &&
    !words.includes('tomorrow')
  ) {
    return { kind: 'next-dose', words: content };
  }
  if (
    any(words, DAY_WORDS) &&
    has(text, /^ (?:which|what|whats|list|show|any|are there|is there|does|do) /)
  ) {
    return { kind: 'doses-day', day: dayOf(words) };
  }
  return null;
}

function appointmentQuestion(prepared: PreparedText): CircleQuestion | null {
  const { words, text } = prepared;
  if (!any(words, APPOINTMENT_WORDS)) return null;
  // "doctor" alone may be advice ("any interactions the doctor should know?"): a provider needs a
  // day or "next"/"when" with it, "appointment" or "visit" does not.
  const strong = has(text, / (?:appointment|visit|visits|checkup) /);
  if (!strong && !has(text, / (?:today|tomorrow|week|next|upcoming|when) /)) return null;
  const content = contentWords(words).filter((word) => word !== 'visit' && word !== 'visits');
  if (words.includes('tomorrow'))
    return { kind: 'appointments', range: 'tomorrow', words: content };
  if (has(text, / (?:today|tonight|this (?:morning|afternoon|evening)) /))
    return { kind: 'appointments', range: 'today', words: content };
  if (
    has(text, / (?:this week|next (?:few|7|seven) days|coming week|week ahead|this coming week) /)
  )
    return { kind: 'appointments', range: 'week', words: content };
  if (
    has(
      text,
      / (?:next|upcoming|when|what time|coming up|soon|scheduled|planned|are there|is there|do we have|have we got|list) |^ any /,
    )
  )
    return { kind: 'appointments', range: 'next', words: content };
  return null;
}

/** Recognises an own-circle question, or null for anything else. */
export function recogniseCircleQuestion(message: string): CircleQuestion | null {
  const prepared = prepare(message);
  const words = prepared.words;
  const text = prepared.text.replace(POLITE, ' ');
  if (any(words, ABOUT_KINWELL) || HOW_TO.test(text)) return null;
  const ready: PreparedText = { words, text };

  // Tracked observations: "What was tracked this week?", "Any falls logged lately?"
  if (
    !words.includes('can') &&
    (has(text, / (?:tracked|observations|tracking entries) /) ||
      (any(words, TRACKED_KINDS) &&
        (has(text, / (?:logged|recorded|tracked|noted) /) ||
          (has(text, /^ (?:any|how|what|has|have|did|was|were) /) &&
            has(text, / (?:today|yesterday|this week|lately|recently|last night|last week) /))) &&
        !any(words, MEDS)))
  ) {
    return { kind: 'tracking' };
  }

  // What changed: "What changed today?", "Any updates since this morning?"
  if (
    has(text, /^ (?:so )?what (?:has |have )?(?:changed|happened) /) ||
    has(text, /^ (?:any|anything) (?:changes|updates|news|new) /) ||
    (has(
      text,
      / (?:changed|changes|happened|updates|whats new|what is new|anything new|any news) /,
    ) &&
      (has(text, / (?:today|so far|since|this morning|this afternoon|tonight|lately|recently) /) ||
        WEEK_OR_LATELY.test(text)))
  ) {
    return { kind: 'changes', range: WEEK_OR_LATELY.test(text) ? 'week' : 'today' };
  }

  // Who is taking, driving, bringing … (an appointment's person, or a task's).
  if (
    has(
      text,
      / who (?:(?:is|s|was|are) )?(?:\w+ )?(?:taking|driving|bringing|going|picking|collecting|doing|handling|accompanying|getting|looking after|sitting with|visiting|staying with) | who (?:will|shall|gonna|going to|is going to|can) (?:take|drive|bring|pick|collect|do|handle|accompany|get|go|visit|sit|stay) /,
    )
  ) {
    return { kind: 'who', words: contentWords(words) };
  }

  const dose = doseQuestion(ready);
  if (dose) return dose;

  // The day's plan: "What's on tomorrow?", "Anything planned today?"
  if (
    has(text, / (?:today|tonight|tomorrow) /) &&
    has(text, /^ (?:so )?(?:what|whats|anything|any|is|are|do|does|have|has) /) &&
    has(
      text,
      / (?:whats on|what is on|on for|happening|planned|plans|schedule|scheduled|agenda|going on|do we have|have we got|got on|have on|has on|anything on|is on|busy) /,
    )
  ) {
    return { kind: 'day-plan', day: words.includes('tomorrow') ? 'tomorrow' : 'today' };
  }

  const appointment = appointmentQuestion(ready);
  if (appointment) return appointment;

  // Tasks: "What tasks are open?", "What are my tasks?", "What do I need to do today?"
  if (
    (words.includes('tasks') &&
      has(
        text,
        / (?:my|mine|me|i|open|outstanding|left|pending|overdue|due|what|which|any|list|still|undone|unfinished|assigned) /,
      )) ||
    has(text, / what (?:do|have) i (?:got |still )?(?:need to|have to|got to) do /) ||
    has(text, / (?:on|in) my (?:list|to do list) /)
  ) {
    const mine = has(text, / (?:my|mine|me|i) /);
    return { kind: 'tasks', mine };
  }
  return null;
}

// Follow-ups ---------------------------------------------------------------------------------------

/** How a follow-up starts: "and…", "what about…", "how about…", "same for…". */
const FOLLOW_UP_LEAD =
  /^ (?:(?:and|so|ok|okay|also|then|right|thanks|thank you) )*(?:(?:what|how) about |what of |same for |same |for |on )?/;
const WEEK = / (?:this week|next (?:few|7|seven) days|coming week|week ahead|the week) /;

interface FollowUp {
  day: Day | null;
  part: PartOfDay | null;
  meds: boolean;
  week: boolean;
  words: string[];
}

/** What a short follow-up changes: the day, the part of the day, medicines, or a name. */
function readFollowUp(message: string): FollowUp | null {
  const { words, text } = prepare(message);
  if (words.length === 0 || words.length > 8) return null;
  const polite = text.replace(POLITE, ' ');
  if (any(words, ABOUT_KINWELL) || HOW_TO.test(polite)) return null;
  const lead = FOLLOW_UP_LEAD.exec(polite)?.[0] ?? ' ';
  const restText = ` ${polite.slice(lead.length)}`;
  const rest = restText.trim().split(' ').filter(Boolean);
  const week = WEEK.test(restText);
  const found: FollowUp = {
    day: rest.some((word) => DAY_WORDS.has(word) && word !== 'morning' && word !== 'afternoon')
      ? dayOf(rest)
      : null,
    part: partOf(restText),
    meds: any(rest, MEDS),
    week,
    words: contentWords(rest).filter(
      (word) =>
        !['week', 'day', 'days', 'about', 'same', 'ones', 'one', 'then', 'night'].includes(word),
    ),
  };
  if (found.words.length > 3) return null;
  const says = found.day || found.part || found.meds || week || found.words.length > 0;
  if (!says) return null;
  // Without "and…" or "what about…" only a bare day or part of the day is a follow-up ("tomorrow?").
  if (lead.trim().length === 0 && (found.words.length > 0 || found.meds)) return null;
  return found;
}

/** The previous question with what the follow-up changes, or null when it does not fit. */
function applyFollowUp(previous: CircleQuestion, follow: FollowUp): CircleQuestion | null {
  const day = follow.day;
  const words = follow.words;
  const doses = (fallbackDay: Day, keepPart: PartOfDay | null, keepWords: string[]) => {
    // "Did anyone give the evening pills?" then "and yesterday?": the evening of yesterday.
    const part = follow.part ?? keepPart;
    const onDay = day ?? fallbackDay;
    const named = words.length > 0 ? words : keepWords;
    return part || named.length > 0
      ? ({ kind: 'doses-given', day: onDay, part, words: named } as const)
      : ({ kind: 'doses-day', day: onDay } as const);
  };
  if (previous.kind === 'medicines') {
    // "What medicines is she taking?" then "and in the evening?": the evening's, from the schedule.
    if (follow.part) return { kind: 'medicines', part: follow.part, words };
    if (day) return doses(day, null, []);
    return words.length > 0 ? { kind: 'medicines', part: previous.part, words } : null;
  }
  if (previous.kind === 'next-dose') {
    if (day === 'tomorrow' || day === 'yesterday' || follow.part) return doses('today', null, []);
    return words.length > 0 ? { kind: 'next-dose', words } : null;
  }
  if (previous.kind === 'doses-given') return doses(previous.day, previous.part, previous.words);
  if (previous.kind === 'doses-day') return doses(previous.day, null, []);
  if (follow.meds) return doses(previous.kind === 'day-plan' ? previous.day : 'today', null, []);
  switch (previous.kind) {
    case 'day-plan':
    case 'tasks':
    case 'who':
      if (follow.week) return { kind: 'appointments', range: 'week', words };
      if (words.length > 0 && previous.kind === 'who') return { kind: 'who', words };
      if (day === 'today' || day === 'tomorrow') return { kind: 'day-plan', day };
      return null;
    case 'appointments': {
      const range: AppointmentRange = follow.week
        ? 'week'
        : day === 'today' || day === 'tomorrow'
          ? day
          : previous.range;
      if (range === previous.range && words.length === 0) return null;
      return { kind: 'appointments', range, words: words.length > 0 ? words : previous.words };
    }
    case 'changes':
      if (follow.week) return { kind: 'changes', range: 'week' };
      return day === 'today' ? { kind: 'changes', range: 'today' } : null;
    case 'tracking':
      return null;
  }
}

/** The user's earlier messages, newest first, without the current one if the history holds it. */
function earlierUserMessages(message: string, history: readonly HistoryTurn[]): string[] {
  const users = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  if (users.length > 0 && users[users.length - 1]?.trim() === message.trim()) users.pop();
  return users.reverse();
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Recognises an own-circle question in the conversation: a short follow-up ("and tomorrow?",
 * "what about dad's evening pills?", "and the dentist?") is read against the user's last
 * message when that was an own-circle question (itself perhaps a follow-up, up to three back);
 * anything else is read on its own.
 */
export function recogniseCircleQuestionInConversation(
  message: string,
  history: readonly HistoryTurn[],
  depth = 3,
): CircleQuestion | null {
  // A whole question without "and…" or "what about…" stands on its own: "What's on tomorrow?"
  // after "When is the next dose?" asks for the day's plan, not tomorrow's doses.
  const own = recogniseCircleQuestion(message);
  if (own && !startsAsFollowUp(message)) return own;
  const follow = depth > 0 ? readFollowUp(message) : null;
  if (follow) {
    const earlier = earlierUserMessages(message, history);
    const last = earlier[0];
    if (last !== undefined) {
      const before = history.slice(0, Math.max(0, lastIndexOfUser(history, last)));
      const previous = recogniseCircleQuestionInConversation(last, before, depth - 1);
      const merged = previous ? applyFollowUp(previous, follow) : null;
      if (merged) return merged;
    }
  }
  return own;
}

/** Whether a message opens like a follow-up: "and…", "what about…", "same for…". */
function startsAsFollowUp(message: string): boolean {
  const { text } = prepare(message);
  return (FOLLOW_UP_LEAD.exec(text.replace(POLITE, ' '))?.[0] ?? ' ').trim().length > 0;
}

function lastIndexOfUser(history: readonly HistoryTurn[], content: string): number {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role === 'user' && turn.content === content) return i;
  }
  return 0;
}
