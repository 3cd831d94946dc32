import { normaliseText } from './text-normaliser';
import { asksForInformation, detectEmergencyKind, toldAsHistory } from './emergency-detector';
import { EMERGENCY_KINDS, type EmergencyKind, withoutFiguresOfSpeech } from './emergency-words';

/**
 * The rules that find an emergency described in what someone wrote (decision 023): the detector's
 * reading of the message first (emergency-detector.ts), then plain phrasings over normalised text.
 * The assistant answers with them before any provider does; the community and the desk ask them
 * whether writing speaks of a crisis (safety.ts). A rule may miss a strange phrasing; it must
 * never fire on an ordinary question about Kinwell's emergency features.
 */

/** Lower case, apostrophes dropped ("can't" → "cant"), anything else not a letter or digit → space. */
export function normaliseForRules(text: string): string {
  return normaliseText(text.replace(/<[^>]*>/g, ' '))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const anyOf = (patterns: readonly RegExp[], text: string): boolean =>
  patterns.some((pattern) => pattern.test(text));

/** People a caregiver talks about, without "my" (so "my password" is not a person). */
export const RELATIVE =
  '(?:mom|mum|mommy|mummy|mother|mam|ma|dad|daddy|father|papa|pops|husband|wife|partner|' +
  'grandma|grandpa|grandmother|grandfather|gran|granny|nan|nana|nanna|grandad|granddad|' +
  'aunt|auntie|uncle|brother|sister|son|daughter|patient|parent|parents|loved one|friend|' +
  'neighbor|neighbour|client|resident|spouse|fiance)';
const PRONOUN = '(?:he|she|they|him|her|them)';
export const SUBJECT = `(?:(?:my |our |the )?${RELATIVE}|${PRONOUN}|i)`;

// ---------------------------------------------------------------------------------------------
// Emergencies
// ---------------------------------------------------------------------------------------------

export const EMERGENCY_CATEGORIES = EMERGENCY_KINDS;
export type EmergencyCategory = EmergencyKind;
type PhrasedCategory =
  'unresponsive' | 'heart_or_stroke' | 'missing' | 'self_harm' | 'poisoning' | 'danger' | 'general';

const FALL_EVENT =
  /\b(fell|fallen|has had a fall|had a fall|took a fall|tripped|slipped|collapsed)\b/;
const FALL_HARM =
  /\b(hurt|hurts|injured|injury|bleeding|blood|head|broke|broken|fracture\w*|cant get up|cannot get up|can not get up|unable to get up|wont get up|cant stand|cant move|cannot move|not moving|on the floor|on the ground|in pain|crying|screaming|unconscious|confused)\b/;

/** Known phrasings, kept beside the concept rules of emergency-detector.ts. */
const EMERGENCY_PATTERNS: Record<PhrasedCategory, readonly RegExp[]> = {
  unresponsive: [
    /\b(not|isnt|is not|stopped|no longer|cant|cannot|can not|struggling to|trouble|difficulty|hard to|wont|barely|gasping for) (breathing|breathe|breath|breating|breathin|breathng|breth)\b/,
    /\b(unconscious|unconcious|unconsious|unconscous|unresponsive|unresponsve|passed out|fainted|blacked out|choking|seizure|seizures|convulsing|turning blue|lips are blue|blue lips)\b/,
    /\b(not responding|wont respond|doesnt respond|wont wake|will not wake|not waking|cant wake|cannot wake|can not wake|isnt waking|having a fit)\b/,
  ],
  heart_or_stroke: [
    /\bchest (pain|pains|hurts|is hurting|tightness|pressure)\b/,
    /\bpain in (his|her|their|my|the) chest\b/,
    /\b(having|just had|just having) an? (mini |small )?(stroke|heart attack)\b/,
    /\bthink (he|she|they|my \w+|\w+) (had|has had|has just had) an? (mini |small )?(stroke|heart attack)\b/,
    /\b(face|mouth|smile|lip) (is |has )?(drooping|droops|drooped|droopy|sagging|fallen)\b/,
    /\b(drooping|droopy|one sided) (face|mouth|smile)\b/,
    /\bslurr(ed|ing)\b/,
    /\bsuddenly (cant|cannot|can not|unable to) (speak|talk|move|see|walk|lift)\b/,
    /\b(arm|leg|side|hand) (went|is|has gone|goes|suddenly) (numb|weak|limp|dead)\b/,
    /\bsudden (weakness|numbness|severe headache|worst headache)\b/,
  ],
  missing: [
    new RegExp(
      `\\b${SUBJECT}(?: \\w+){0,2} (?:is|are|has|have|was|went|gone|been|now)(?: been| gone| gone and)? missing\\b(?! (?:his|her|their|the|my|our|a|an|you|him|them|home|out|work|school|meals?|doses?|pills?|appointments?|friends?|family|someone|people)\\b)`,
    ),
    /\b(gone|went|reported) missing\b/,
    /\bmissing (for|since) (an?|one|two|three|several|\d+|the last|hours|last night|this morning)\b/,
    /\bwandered (off|away|out|outside|from|again|last night|into)\b/,
    /\b(has|have|just|had) wandered\b/,
    new RegExp(
      `\\b${SUBJECT} (?:is|got|has got|has gotten|became|has become|went and got) lost\\b(?! (?:without|for words|in (?:thought|thoughts|conversation|conversations|the conversation|the story|a book|the show))\\b)`,
    ),
    new RegExp(
      `\\b(?:cant|cannot|can not|couldnt|unable to|we cant|still cant) (?:find|locate) (?:(?:my |our )?${RELATIVE}|${PRONOUN}\\b(?! (?:pill|pills|med|meds|medication|medicine|tablet|tablets|glasses|keys?|phone|wallet|purse|bag|file|document|records?|photos?|profile|account|password|page|settings?|dose|appointment|schedule|notes?|ring|teeth|dentures|hearing aids?)))`,
    ),
    new RegExp(
      `\\b(?:dont|do not|no one|nobody) knows? where ${SUBJECT} (?:is|are|went|has gone)\\b`,
    ),
    new RegExp(
      `\\b(?:${SUBJECT}|and|but|yet) (?:still )?(?:hasnt|has not|didnt|did not|havent|have not|isnt|is not|never|not) (?:yet )?(?:come back|came back|come home|came home|returned|been back|back|got back|gotten back|got home)\\b`,
    ),
    /\bbeen gone (for )?(over |more than |almost |nearly )?(an?|one|two|three|four|five|six|several|a few|\d+) (hour|hours|hrs|minutes|mins)\b/,
    /\b(left|walked out of|snuck out of|slipped out of|got out of) the (house|home|building|facility|care home|nursing home) and\b/,
    /\bmissing person\b/,
    new RegExp(
      `\\b(?:(?:my |our )?${RELATIVE}s?|${PRONOUN}s|${PRONOUN} (?:is|has)) (?:gone|disappeared|vanished)(?: again)?(?: and\\b|$)`,
    ),
    new RegExp(
      `\\b(?:(?:my |our )?${RELATIVE}|${PRONOUN}) (?:is|are) nowhere to be (?:found|seen)\\b`,
    ),
  ],
  self_harm: [
    /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting) (myself|himself|herself|themselves|themself|myslef|my self)\b/,
    /\b(suicid\w*|sucid\w*|suicde|sucide|suiside|suisidal)\b/,
    /\bself ?harm\w*\b/,
    /\b(end|take|ending|taking) (my|his|her|their) (own )?life\b/,
    /\bend it all\b/,
    /\b(want|wants|wanted|wanting|going|plan|planning|ready) to die\b(?! (at|in) (home|peace|her sleep|his sleep|their sleep|her own|his own|their own|bed|hospital|hospice)\b)/,
    /\b(dont|doesnt|do not|does not|no longer) want to (live|be alive|be here anymore|go on|wake up)\b/,
    /\bbetter off dead\b/,
    /\bno (reason|point) (to|in) (live|living|going on|being alive)\b/,
    /\bcant go on\b/,
    /\b(afraid|scared|worried) (i|ill|i will|i might|that i) (hurt|harm|hit) (him|her|them)\b/,
  ],
  poisoning: [
    /\b(took|taken|swallowed|ate|drank|had|has had|given|gave (her|him|them)) (too many|too much|all (of )?(her|his|the|their|my)|a double dose|double (the |her |his )?dose|twice the dose|an extra dose|two doses|extra (pills|tablets|doses)|the whole (bottle|pack|packet|box)|a handful of)\b/,
    /\b(took|taken|swallowed|ate|eaten|had|has had) (a bunch of|a lot of|lots of|loads of|several|many|a few|some of|a load of|most of|both of|all the|a pile of|a fistful of) (\w+ ){0,2}(pills|tablets|capsules|meds|medication|medications|medicine|medicines|gummies|patches)\b/,
    /\bswallowed (a |the |her |his |their |my )?(bottle|packet|pack|box|blister pack|strip)\b/,
    /\b(pills|tablets|meds|medication|medicine) (are|is) (missing|gone) from (the|her|his|their) (bottle|box|organizer|organiser|pack)\b/,
    /\boverdos\w*\b/,
    /\b(swallowed|drank|ate|eaten|drunk) (some )?(bleach|cleaner|cleaning|detergent|batteries|battery|poison|chemicals|antifreeze|weed killer|dishwasher|laundry pod|pods)\b/,
    /\bpoisoned\b/,
  ],
  danger: [
    /\b(is|are|keeps|started|has started) (attacking|hitting|beating|choking|threatening) (me|us|her|him|them)\b/,
    /\b(has|holding|with|grabbed|waving|pointing) an? (knife|gun|weapon|rifle|pistol)\b/,
    /\b(on fire|house is burning|fire in the|smell of gas|smells of gas|gas leak|smoke everywhere)\b/,
    /\bim (scared|afraid) (for my life|he will hurt me|she will hurt me)\b/,
  ],
  general: [
    /\b(this is|its|it is|we have|having|there is) an emergency\b/,
    /\bemergency (help|now|please|right now)\b/,
    /\b(need|call|send|get|want) an ambulance\b/,
    /\b(should|do|must) (i|we) call (911|999|112|000|an ambulance|the ambulance|emergency services|the paramedics)\b/,
    /\b(need|get) help (right now|now|fast|immediately|asap)\b/,
  ],
};

const EMERGENCY_ORDER: readonly PhrasedCategory[] = [
  'self_harm',
  'unresponsive',
  'heart_or_stroke',
  'poisoning',
  'danger',
  'missing',
  'general',
];

const FALL_ALONE = [
  /\b(cant|cannot|can not|unable to|wont|isnt able to|couldnt) (get|getting|stand|standing) (up|back up)\b/,
  /\bhit (his|her|their|my) head\b/,
  /\b(is|keeps|wont stop|still|started|its) bleeding\b/,
  /\bbleeding (a lot|badly|heavily|everywhere|from)\b/,
  /\bfound (him|her|them|my \w+) on the (floor|ground)\b/,
  /\bcollapsed\b/,
];

/** A described emergency in the message, or null. Questions about Kinwell's emergency tools are not emergencies. */
export function detectEmergency(message: string): EmergencyCategory | null {
  let text = normaliseForRules(message);
  const kind = detectEmergencyKind(text);
  if (kind) return kind;
  // The phrasings below describe; a question for information ("can dementia cause seizures?") does not.
  // …nor does history told to plan ("he went missing last year, what should we have ready").
  if (asksForInformation(text) || toldAsHistory(text)) {
    return anyOf(EMERGENCY_PATTERNS.self_harm, text) ? 'self_harm' : null;
  }
  // Nor do figures of speech ("we lost dad last year", "she choked up"), read plainly first.
  text = withoutFiguresOfSpeech(text);
  for (const category of EMERGENCY_ORDER) {
    if (category === 'missing' || category === 'general') {
      if (FALL_EVENT.test(text) && FALL_HARM.test(text)) return 'fall';
      if (anyOf(FALL_ALONE, text)) return 'fall';
    }
    if (anyOf(EMERGENCY_PATTERNS[category], text)) return category;
  }
  return null;
}
