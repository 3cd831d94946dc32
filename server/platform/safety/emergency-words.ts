import { porterStem } from './porter-stemmer';
import { editDistance } from './spelling';

/**
 * How the emergency detector reads a message (emergency-detector.ts): words put right against its
 * vocabulary ("siezure" → "seizure"), figures of speech read plainly, and the signals every kind
 * shares: who it is about, whether it is happening now or long ago, whether it asks for
 * information, and whether it is about Kinwell's own tools.
 */

export const EMERGENCY_KINDS = [
  'self_harm',
  'caregiver_risk',
  'unresponsive',
  'breathing',
  'choking',
  'seizure',
  'heart_or_stroke',
  'poisoning',
  'fire_or_gas',
  'abuse',
  'neglect',
  'danger',
  'fall',
  'missing',
  'delirium',
  'not_eating',
  'general',
] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Spelling
// ---------------------------------------------------------------------------------------------

/** Words worth correcting a typo towards. Short words are listed with their usual misspellings. */
const VOCABULARY = (
  'aggressive aggression agitated ambulance attacking attacked abusing abusive abused ' +
  'bathroom bedroom bleeding breathing breathe breathless bruises bruised ' +
  'choking collapsed confused confusion convulsing convulsions conscious ' +
  'dehydrated dehydration delirious delirium disappeared disoriented drooping drowsy ' +
  'emergency exploited exploiting fainted feverish freezing frightened ' +
  'hallucinating hallucinations highway himself herself injured injury infection ' +
  'kitchen lopsided medication medications medicine medicines missing myself ' +
  'neglected neglecting nursing outside overdose overdosed ' +
  'paramedics poisoned poisoning refusing refuses responding river ' +
  'screaming seizure seizures shaking slurred slurring stealing strangling struggling ' +
  'suddenly suicidal suicide swallowed swallow temperature themselves threatening ' +
  'threatened terrified tonight unconscious unresponsive violent violence vomiting ' +
  'wandered wandering wanders weapon evacuated flinches flinching clammy sweating drooping ' +
  'dropped twisted slurring gibberish mottled bruising unexplained ambulance paracetamol ' +
  'dementia gasping wheezing vomiting diarrhoea diarrhea dizzy seizing convulsing fitting ' +
  'burning smoking sparking melting garage engine exhaust'
).split(' ');
const VOCABULARY_SET = new Set(VOCABULARY);

/** Real words a typo fix would turn into another word. */
const NOT_TYPOS = new Set(
  (
    'wonder wonders wondered wondering wonderful strike strikes insured insure violet violets ' +
    'shallow sallow amused amusing missing kissing history mystery breathes shaken shaking thinking ' +
    'slurpee seized sizure streaming screening stealing stealth refused refuse ' +
    'confuse confuses confusing conscience consciously outsider outsides spreading spreads ' +
    'sweating swearing breaking bleaching standing sitting staring starting stopping shopping ' +
    'dressing pressing crossing drooling dribbling fitting sitting getting setting'
  ).split(' '),
);

/** Usual misspellings of words too short for the edit-distance fix. */
const SHORT_TYPOS: Readonly<Record<string, string>> = {
  fel: 'fell',
  felt: 'felt',
  falled: 'fell',
  feaver: 'fever',
  fevre: 'fever',
  fevor: 'fever',
  choaking: 'choking',
  chocking: 'choking',
  chokeing: 'choking',
  wandred: 'wandered',
  wonderd: 'wandered',
  brething: 'breathing',
  breating: 'breathing',
  breth: 'breath',
  brethe: 'breathe',
  stroak: 'stroke',
  strok: 'stroke',
  od: 'overdose',
  oded: 'overdosed',
  knive: 'knife',
  nife: 'knife',
  cheast: 'chest',
  chets: 'chest',
  blod: 'blood',
  bleding: 'bleeding',
  hed: 'head',
  shes: 'she is',
  hes: 'he is',
  theyre: 'they are',
  isnt: 'is not',
  hasnt: 'has not',
  wont: 'will not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  doesnt: 'does not',
  didnt: 'did not',
  havent: 'have not',
  arent: 'are not',
  wasnt: 'was not',
  aint: 'is not',
  dont: 'do not',
};

const allowedEdits = (length: number): number => (length < 6 ? 0 : length < 9 ? 1 : 2);

const corrections = new Map<string, string>();
function correctWord(word: string): string {
  const short = SHORT_TYPOS[word];
  if (short !== undefined) return short;
  if (VOCABULARY_SET.has(word) || NOT_TYPOS.has(word)) return word;
  const limit = allowedEdits(word.length);
  if (limit === 0) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  let best = word;
  let bestDistance = limit + 1;
  for (const candidate of VOCABULARY) {
    if (candidate[0] !== word[0]) continue;
    const candidateLimit = Math.min(limit, allowedEdits(candidate.length));
    if (candidateLimit === 0) continue;
    const distance = editDistance(word, candidate, candidateLimit);
    if (distance <= candidateLimit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // A typo of a word that only differs in its ending is the word itself ("wandering" → "wandered").
  if (best !== word && porterStem(best) === porterStem(word)) best = word;
  corrections.set(word, best);
  return best;
}

/**
 * Lower-case words, typos fixed, contractions spelt out ("cant" → "can not", "shes" → "she is"),
 * so the rules below read one spelling.
 */
export function canonicalText(normalised: string): string {
  const text = normalised
    .split(' ')
    .filter((word) => word.length > 0)
    .map(correctWord)
    .join(' ');
  // "wondering off" is how "wandering off" is often typed.
  const canonical = text.replace(
    /\bwonder(?:ed|ing|s)? (?=off|out|away|around|outside|the streets)/g,
    'wandered ',
  );
  return withoutFiguresOfSpeech(canonical);
}

/** Figures of speech said plainly ("fell asleep" → "dozed off"), the rest of the text as it is. */
export function withoutFiguresOfSpeech(text: string): string {
  let plain = text;
  for (const [idiom, meaning] of IDIOMS) plain = plain.replace(idiom, meaning);
  return plain;
}

/**
 * Everyday figures of speech that share a word with an emergency ("fell asleep", "this job is
 * killing me", "lost without his dog"), said plainly so no rule reads them literally. Only
 * subjects that cannot be a person doing harm are rewritten: "he is killing me" stays.
 */
const IDIOMS: readonly (readonly [RegExp, string])[] = [
  [/\b(fell|falls|falling|fallen|fall) (asleep|to sleep)\b/g, 'dozed off'],
  [/\b(fell|falls|falling|fallen|fall) in love\b/g, 'loves'],
  [/\b(is|are|was|seems|feels|gets) (so |really |totally |completely )?lost without\b/g, 'misses'],
  [
    /\b(this|that|it|its|(\w+ ){0,2}(job|work|stress|caring|care|worry|guilt|back|feet|knees|neck|hips?|shoulders?|head|heat|schedule|situation|paperwork|bills?|costs?|prices?|fees?|rent|heating|petrol|travel|waiting|commute|tiredness|exhaustion|lack of sleep|no sleep|nights|stairs|lifting|driving)( (to|at|from|for|in|on|of) ((her|his|their|the|my|our|this|that) )?\w+)?)( is| s| are| has been| have been| keeps| keep)?( \w+)? killing (me|us)\b/g,
    'it is wearing me out',
  ],
  [
    /\b(dying|dead set|desperate) (to|for) (see|go|have|get|visit|meet|hear|know|try|come)\b/g,
    'keen to $3',
  ],
  [/\b(false alarm|drill)\b/g, 'false alarm'],
  [
    /\b(has|got|caught|with|had) (a|the|another) (head |chest |bad |heavy |stinking |nasty )?cold\b/g,
    '$1 a sniffle',
  ],
  [/\b(fell|falls|falling|fallen|fall) out (with|over)\b/g, 'argued $2'],
  [/\bat the end of (my|her|his|our|their) (rope|tether)\b/g, 'exhausted'],
  [
    /\b(slipped|slips|popped|pops|nipped|nips) out to the (shops?|store|pub|post office|bank|chemist|newsagent|corner shop)\b/g,
    'went to the $2',
  ],
  // A death said as a loss with a date: "we lost dad last year", "i lost my wife two years ago".
  [
    /\b(we|i|she|he|they) lost (my |our |her |his |their )?(\w+ )?(?:mom|mum|mother|dad|father|husband|wife|partner|grandma|grandpa|grandad|granddad|gran|granny|nan|nana|nanna|papa|brother|sister|son|daughter|uncle|aunt|auntie|grandmother|grandfather) (last (year|month|week|spring|summer|autumn|winter|christmas)|(\w+ ){0,2}(years?|months?|weeks?) ago|in (19|20)\d\d|to \w+)\b/g,
    'was bereaved',
  ],
  [/\b(hits|hit|hitting) the roof\b/g, 'gets cross'],
  [/\b(fell|falls|falling|fall) about (laughing|giggling)\b/g, 'laughed'],
  [
    /\b(had|ate|eaten|eats) (far |way |a bit |rather )?too much (to eat|food|cake|chocolate|dinner|pudding|turkey|sugar|sweets)\b/g,
    'overate',
  ],
  [/\b(choked|chokes|choking|choke|welled|wells|welling) up\b/g, 'got tearful'],
  [
    /\b(talks?|talking|tells stories|telling stories|stories|chats?|chatting|reminisc\w*) about (\w+ ){0,3}(guns?|rifles?|weapons?|knives|fires?|the war|the army|bombs?)\b/g,
    'reminisces',
  ],
  // A death that is over: "we lost dad to covid last year".
  [
    /\b(lost|losing) (my |our |her |his )?(\w+ ){0,2}to (covid|cancer|flu|pneumonia|sepsis|dementia|alzheimers|a stroke|a heart attack|heart failure)\b/g,
    'was bereaved',
  ],
  // Cutlery is not a weapon: "he can not manage a knife and fork any more".
  [/\b(knife and fork|knives and forks|knife fork)\b/g, 'cutlery'],
  // Weight lost is not a person lost: "she has lost half a stone since christmas".
  [
    /\blost (a lot of |some |so much |loads of )?(weight|half a stone|a stone|(\d+|a few|two|three|four|five|ten) (pounds|lbs|lb|kilos|kilograms|kg|stone))\b/g,
    'got thinner',
  ],
  // A tablet taken whole or crushed: "she will not swallow it whole" is about pills, not swallowing.
  [
    /\bswallow (it|them|the tablets?|the pills?|tablets?|pills?|capsules?) whole\b/g,
    'take $1 whole',
  ],
];

// ---------------------------------------------------------------------------------------------
// Signals shared by the categories
// ---------------------------------------------------------------------------------------------

export const RELATIVE =
  '(?:mom|mum|mommy|mummy|mother|mam|mama|mamma|ma|dad|daddy|father|papa|pa|pops|husband|' +
  'hubby|hubs|wife|partner|grandma|grandpa|grandmother|grandfather|gran|granny|grandmom|' +
  'grandmum|nan|nana|nanna|nanny|nonna|nonno|oma|opa|grandad|granddad|grampa|gramps|grandpops|' +
  'aunt|auntie|uncle|brother|sister|son|daughter|patient|parent|parents|loved one|friend|' +
  'neighbor|neighbour|client|resident|roommate|spouse|fiance|man|woman|lady|gentleman|' +
  'mother in law|father in law|mil|fil|stepmother|stepfather|stepmum|stepmom|stepdad|' +
  'in laws?|kids?|child|children|baby)';
const PERSON = new RegExp(
  `\\b(?:${RELATIVE}s?|he|she|they|him|her|them|his|hers|i|me|we|us|myself|ive|im)\\b`,
);
/** Someone of the writer's own: "my brother", "our mum", "mum", "nan". */
const OWN_PERSON = new RegExp(`\\b(?:(?:my|our) (?:\\w+ )?${RELATIVE}s?|^${RELATIVE}s?)\\b`);
const THIRD_PERSON = new RegExp(`\\b(?:${RELATIVE}s?|he|she|they|him|her|them|his)\\b`);

/** Something is happening now, or has just happened. */
const NOW =
  /\b(right now|just now|just (now|happened|found|noticed|realised|realized|started|fell|collapsed|had|took|gave|swallowed|got|went|walked|woke|came)|tonight|today|this (morning|afternoon|evening)|currently|at the moment|hurry|help me|please help|\d+ ?(am|pm)|\d+ ?oclock|minutes? ago|mins ago|hours? ago|an hour ago|all day|all night|since (lunch|breakfast|dinner|tea|this morning|last night|yesterday|the morning|then|\d+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|we got|she got|he got)|for (two|three|four|five|several|a few|\d+) (days|hours)|for (an|one|over an|more than an|half an|a good|nearly an|almost an) hour|for (\d+|two|three|four|five|ten|twenty|thirty|forty) (hours|hrs|minutes|mins)|is having|is lying|is on the|been (over |more than |almost |nearly )?(an?|one|two|three|four|five|six|several|a few|\d+) (hours?|hrs|minutes|mins)|(second|third|fourth|fifth|\d+(st|nd|rd|th)) day|(two|three|four|five|\d+) days now|in (the )?(last |past )?(24|48|\d+|twenty four|two|three|four) (hours|hrs|days)|(days|hours) now|this is new|came on|come on|started (\w+ )?(this|an hour|an? \w+ ago|today|tonight|suddenly)|woke up|just found|came home|got home|at the moment|as we speak|while (we|i) (were|was|are|am))\b/;

/** Words that say "now" only when the message is not a question for information. */
const NOW_WEAK =
  /\b(now|just|still|again|since|suddenly|all of a sudden|getting worse|keeps? (getting|going) worse)\b/;

/** It happened a while ago: history, not an emergency on its own. */
const LONG_AGO =
  /\b(last (week|month|year)|yesterday|years? ago|months? ago|weeks? ago|in the past|used to|a while ago|several times|a few times|many times|(?<!at |all at )once|in (19|20)\d\d|back in (19|20)\d\d|as a (young |little )?(man|woman|girl|boy|child|kid|teenager|lad|lass)|when (she|he|they) (was|were) (young|younger|little|a (young )?\w+))\b/;

/** Weeks, months or years ago: too long ago for the event itself to need help now. */
const DISTANT_PAST =
  /\b(last (month|year|spring|summer|autumn|fall|winter|christmas)|(\w+ )?(years?|months?|weeks?) ago|in (19|20)\d\d|back in (19|20)\d\d)\b/;

/**
 * An event that is over and was seen to ("he fell last month and the doctor checked him", "the
 * engineer fixed the leak yesterday"): asked about to prevent another, not an emergency now.
 */
const PAST_TIME =
  /\b(last (week|month|year|spring|summer|autumn|fall|winter|christmas|time)|(a|one|two|three|few|couple of) (weeks?|months?|years?) ago|years? ago|months? ago|weeks? ago|in (january|february|march|april|may|june|july|august|september|october|november|december|the (spring|summer|autumn|winter))|at christmas|over christmas|(on|last) (sunday|monday|tuesday|wednesday|thursday|friday|saturday)|yesterday|the other (day|week|night)|once|in the past|previously|before|in (19|20)\d\d|back in|as a (young |little )?(man|woman|girl|boy|child|kid|teenager|lad|lass)|when (she|he|they) (was|were) (young|younger|little|a (young )?\w+))\b/;
const HANDLED =
  /\b(now (fine|ok|okay|alright|better|well|recovered|sorted|back to normal)|checked (him|her|them|over)|had a (scan|check|x ?ray)|all clear|(was|were|is|are|been) (fine|ok|okay|alright|sorted|dismissed|reported|treated|discharged)|(is|are|seems?) (fine|ok|okay|alright|well|better) (now|again)|fine (now|again)|sent (him|her|them) home|sent home|discharged|(came|come) out|fixed|repaired|settled( down)?|cleared( up)?|none since|no more since|(said|says) it was (ok|okay|fine)|eating (fine|well|normally) again|back to normal|recovered|found (him|her|them) (fine|safe|quickly|ok)|out of hospital|home from hospital|(was|were|is|are|it was|it is) all (fine|ok|okay|clear|good|sorted)|false alarm|(brought|bought|walked|drove|took) (him|her|them) (back )?(home|back)|(coughed|brought|spat|spit) (it )?(up|out)|(came|come) (up|out) (fine|ok|on its own)|(put|fitted|had) (a |an )?(stent|pacemaker|new hip|operation|op)|(has not|have not|not) had (one|another|any|a (fall|fit|seizure))( since)?|nothing since)\b/;

/** How the person was before a sudden change: "she was fine yesterday", "sharp as anything on sunday". */
const BASELINE =
  /\b(was|were) (\w+ )?(fine|ok|okay|alright|well|normal|herself|himself|sharp( as \w+)?|good|chatty|bright) (\w+ )?(yesterday|this morning|last night|at breakfast|at lunch|an hour ago|earlier|at the weekend|on (sunday|monday|tuesday|wednesday|thursday|friday|saturday)|last week|a few hours ago|before)\b/g;

/** Over without a date: "is eating fine again now", "all clear", or a long-standing trait. */
const RESOLVED_ALONE =
  /\b(now (fine|ok|okay|alright|better|well|recovered|back to normal)$|(is|are|s|seems?|was|were) (\w+ )?(fine|ok|okay|well|better|normal|eating (fine|well|normally)|back to normal) again|all clear|none since|no more since|(his|her|their) (doctor|gp|nurse|consultant) (knows|is aware|is monitoring)|(is|s) (still )?eating (small|little|some|a bit|ok|okay|fine|well)|same as always|as (she|he|they) always (has|have|does|do)|(has|have) (always|for years)|always (has|have|had|did|does|do|been)( done| like (that|this))?|(?<!\b(not|never) \w+ )for years|(normal|usual) for (her|him|them)(?! to\b)|(has not|have not) had (one|another|any) since)\b/;

/** A subject that is nobody in particular: "people with dementia", "someone with alzheimers". */
const GENERIC_SUBJECT =
  /\b(in dementia|with dementia|with alzheimers|people with|someone with|a person with|dementia patients|elderly people|old people|older people|the elderly|seniors)\b/;

/** A request for information rather than a description. */
const INFORMATION =
  /^(what|whats|why|how|when|which|who|is it|is there|are there|are|can|could|should|do|does|will|would|tips|ways|advice|any advice|info|information|explain|signs|symptoms|ideas|best way)\b(?! not\b)|\b(what (causes|cause|are the|is the|to do|should (i|we) do (if|when)|happens (if|when)|if)|how (can|do|should|to|would) (i|we|you|one|someone|people)?|tips (for|on)|ways to|prevent\w*|avoid|stop (her|him|them|my \w+|mom|mum|dad) from|keep (her|him|them) from|reduce the risk|risk of|signs of|symptoms of|common (in|with|for)|is (it|that|this) normal|(is|would) (that|this|it) (be )?(expensive|costly|dear|a lot of money|common|usual|typical|hereditary|genetic|related|linked)|ever|in case|what if|lock (away|up)|hide the|could (it|this|that) be|is (it|this|that) (just )?(the |part of the |part of )?(a sign|dementia|alzheimers|normal|disease|illness)|(should|could|can) (we|i) (get|buy|take (\w+ ){1,2}out|take out|use|put|fit|install|change|move|try|choose|look|plan|stop|prevent|avoid|puree|keep|let|leave|still|make|find|start|tell|know|spot|switch)\b|how (do|can|should|would) (we|i) (stop|prevent|avoid|spot|tell|know|choose|make|keep|get|help)|(any|some) (tips|advice|ideas|suggestions)$|(can|could|will|might|would|is) (it|this|that|they|one) (\w+ )?(happen|come back|recur|return) again|(likely|chance|risk) (of|that) (it|another|one) (happen\w*|com\w*)? ?again)\b/;

/** Someone's state now, said outside a condition ("mum is choking", not "if mum is choking"). */
const PRESENT_STATE = new RegExp(
  `(?<!\\b(?:if|when|whether|once|until|before|after|case|that|whenever) (?:my |our |the )?)\\b(?:(?:my |our )?${RELATIVE}s?|he|she|they)(?: just| still| now| suddenly)? (?:is|are|has|have|can not|will not|does not|is not|has not|looks|seems|feels|sounds|went|just)\\b(?! (?:a |an )?(?:dementia|alzheimers|always|often|sometimes|usually|never|diabetic|diabetes|\\d+|years|old|aged))|\\b(?:is|are|why is|why are) (?:my |our )?(?:${RELATIVE}|he|she|they) (?:\\w+ing|so|this|still|not)\\b|\\b(?:is it|is that|should i be|should i|do i need to) (?:ok|okay|alright|all right|normal|bad|serious|worrying|worried|worry|be worried) (?:that|if) (?:my |our )?(?:${RELATIVE}s?|he|she|they) (?:just |still |now |suddenly )?(?:is|has|can not|will not|does not|has not|is not|had|just|went|looks|seems)\\b(?! (?:always|often|sometimes|usually|a bit forgetful|forgetful|\\d+))|\\bwhy (?:can not|will not|does not|is not|has not|did not) (?:my |our )?(?:${RELATIVE}|he|she|they)\\b|\\bfor (?:my |our )?(?:${RELATIVE}|him|her|them) to be (?:\\w+ing|so|this|not|unable|suddenly)\\b(?! (?:at night|in the evenings?|these days|lately|a lot|so much|all the time))`,
);
/** "This sleepy", "so confused": a state seen now. */
const STATE_NOW =
  /\b(this|so) (sleepy|drowsy|confused|hot|cold|pale|grey|gray|breathless|weak|floppy|agitated|muddled|unwell|poorly|ill|blue|limp|unsteady)\b(?! (at night|in the evenings?|these days|lately))/;

/** Questions about Kinwell's own emergency tools. */
const KINWELL_TOOLS =
  /\b(kinwell|app|crisis alerts?|emergency (button|contacts?|sheet|profile|number|plan|feature)|medical (emergency )?profile|alerts?|notifications?|notify|reminders?|features?|settings?|(?<!\b(bank|savings|current|joint|her|his|their|\w+s) )account|subscription|location sharing|share (my )?location|print\w*|care circle|dashboard|log|tracking|track)\b/;

/** Hurt, danger or the body: a described situation, not a topic. */
export const HARM =
  /\b(pale|grey|gray|cold|hurt|hurts|hurting|injured|injury|pain|painful|bleeding|blood|broken|broke|fracture\w*|swollen|bruise\w*|cut|wound|head|hip|wrist|arm|leg|unconscious|can not move|not moving|screaming|crying|lying|stuck)\b/;

export const DANGER_PLACE =
  /\b(highway|freeway|motorway|road|roads|street|streets|traffic|train tracks|railway|river|lake|pond|water|sea|beach|canal|creek|woods|forest|cold|freezing|snow|rain|dark|night|middle of the night|\d+ ?am|car|driving|drove|bus|nightie|nightgown|pyjamas|pajamas|barefoot)\b/;

export interface Message {
  text: string;
  information: boolean;
  /** Over and seen to: a past event, asked about afterwards. */
  resolved: boolean;
  now: boolean;
  longAgo: boolean;
  /** Weeks or more ago ("last month", "two years ago"), not "yesterday": history told to plan. */
  distant: boolean;
  person: boolean;
  thirdPerson: boolean;
  tools: boolean;
  /** Framed as a question, even one that also describes someone ("how can i tell if he is in pain"). */
  asked: boolean;
}

export type Rule = (message: Message) => boolean;

export const any = (patterns: readonly RegExp[], text: string): boolean =>
  patterns.some((pattern) => pattern.test(text));

export /** Something that keeps happening, described to ask for advice: "he wanders at night". */
const HABIT =
  /\b(keeps|keep|always|often|sometimes|usually|tends to|every (night|day|evening|morning)|most (nights|days)|at night|in the evenings?|at times|a lot|wanders|gets|over the (past |last )?(few |couple of )?(weeks|months|years)|for (weeks|months|years)|these days|lately|recently)\b/;
export /** A habit, not an event: "sometimes", "usually", "in the evenings" ("keeps…" is not one here). */
const LONG_HABIT =
  /\b(always|often|sometimes|usually|tends to|every (night|day|evening|morning)|most (nights|days)|at times|in the evenings?|for years|over the (past|last) (few |couple of )?(weeks|months|years)|for (weeks|months)|these days|lately|recently)\b/;

/** The message as the rules read it. `normalised` comes from normaliseForRules. */
export function readMessage(normalised: string): Message {
  const text = canonicalText(normalised);
  // "she is fine now" and "should we get one now" are not something happening now.
  // Nor is "i just joined" or "we just signed up": news about Kinwell, not about a person.
  const present = text.replace(
    /\b((fine|ok|okay|alright|better|well|good|safe|home|settled|eating) (now|again)|(should|could|can|do) (we|i) (\w+ ){0,3}now|now (that|what)|just (joined|signed ?up|signup|started using|downloaded|installed|subscribed|registered|paid|upgraded|got (the|this|your) app))\b/g,
    '',
  );
  const nowStrong = NOW.test(present);
  // "my brother with dementia…" is a described person; "people with dementia…" is nobody.
  // A question that also describes someone's state now ("what do i do, mum is choking", "is it
  // normal for her to be this sleepy after hitting her head?") asks about a situation, not for
  // information, unless the state is a habit ("he is aggressive at night").
  const describedNow =
    (PRESENT_STATE.test(text) || STATE_NOW.test(text)) &&
    !HABIT.test(text) &&
    !LONG_HABIT.test(text);
  const generic = GENERIC_SUBJECT.test(text) && !OWN_PERSON.test(text);
  const asked = INFORMATION.test(text) || generic;
  const question = (INFORMATION.test(text) && !describedNow) || generic;
  // "she was fine yesterday" says how sudden a change is; it does not say the change is over.
  const settled = text.replace(BASELINE, ' ');
  const resolved =
    !nowStrong &&
    ((PAST_TIME.test(settled) && HANDLED.test(settled)) || RESOLVED_ALONE.test(settled));
  const information = question || resolved;
  return {
    text,
    information,
    resolved,
    now: nowStrong || (!information && NOW_WEAK.test(present)),
    longAgo: LONG_AGO.test(settled),
    distant: DISTANT_PAST.test(settled),
    person: PERSON.test(text),
    thirdPerson: THIRD_PERSON.test(text),
    tools: KINWELL_TOOLS.test(text),
    asked,
  };
}
