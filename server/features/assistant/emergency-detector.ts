import { porterStem } from './porter-stemmer';
import { editDistance } from './spelling';

/**
 * Finds an emergency described in a message, built for recall (docs/decisions/023). Three layers:
 *
 * 1. The words are put right first: a typed word of six letters or more within one edit (two
 *    from nine letters) of a word in the emergency vocabulary, with the same first letter,
 *    becomes that word ("siezure" → "seizure", "agressive" → "aggressive").
 * 2. Each category is a concept lexicon plus rules of co-occurrence: an event ("fell", "got
 *    out", "fever") and a person, body or danger signal anywhere in the message, rather than one
 *    exact sentence.
 * 3. A message framed as a request for information ("what causes falls?", "how can I prevent
 *    wandering?") or about Kinwell's own emergency tools is not an emergency, unless it also
 *    describes something happening now.
 *
 * The catch-all for what no category names lives in with-safety-rules.ts (`mentionsHarmOrBody`).
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
  'wandered wandering wanders weapon'
).split(' ');
const VOCABULARY_SET = new Set(VOCABULARY);

/** Real words a typo fix would turn into another word. */
const NOT_TYPOS = new Set(
  (
    'wonder wonders wondered wondering wonderful strike strikes insured insure violet violets ' +
    'shallow sallow amused amusing missing kissing history mystery breathes shaken shaking thinking ' +
    'slurpee seized sizure streaming screening stealing stealth refused refuse ' +
    'confuse confuses confusing conscience consciously outsider outsides'
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
  return text.replace(
    /\bwonder(?:ed|ing|s)? (?=off|out|away|around|outside|the streets)/g,
    'wandered ',
  );
}

// ---------------------------------------------------------------------------------------------
// Signals shared by the categories
// ---------------------------------------------------------------------------------------------

const RELATIVE =
  '(?:mom|mum|mommy|mummy|mother|mam|dad|daddy|father|papa|pops|husband|wife|partner|' +
  'grandma|grandpa|grandmother|grandfather|gran|granny|nan|nana|nanna|grandad|granddad|' +
  'aunt|auntie|uncle|brother|sister|son|daughter|patient|parent|parents|loved one|friend|' +
  'neighbor|neighbour|client|resident|spouse|fiance|man|woman|lady|gentleman)';
const PERSON = new RegExp(`\\b(?:${RELATIVE}s?|he|she|they|him|her|them|his|hers|i|me|we|us)\\b`);
const THIRD_PERSON = new RegExp(`\\b(?:${RELATIVE}s?|he|she|they|him|her|them|his)\\b`);

/** Something is happening now, or has just happened. */
const NOW =
  /\b(right now|just now|just|tonight|today|this (morning|afternoon|evening)|currently|at the moment|still|again|hurry|help me|please help|\d+ ?(am|pm)|\d+ ?oclock|minutes? ago|mins ago|hours? ago|an hour ago|since|all day|all night|for (two|three|four|five|several|a few|\d+) (days|hours)|is having|is lying|is on the|been (over |more than |almost |nearly )?(an?|one|two|three|four|five|six|several|a few|\d+) (hours?|hrs|minutes|mins))\b/;

/** It happened a while ago: history, not an emergency on its own. */
const LONG_AGO =
  /\b(last (week|month|year)|yesterday|years? ago|months? ago|weeks? ago|in the past|used to|a while ago|several times|a few times|many times|(?<!at |all at )once)\b/;

/** A request for information rather than a description. */
const INFORMATION =
  /^(what|whats|why|how|when|which|who|is it|is there|are there|are|can|could|should|do|does|will|would|tips|ways|advice|any advice|info|information|explain|signs|symptoms|ideas|best way)\b(?! not\b)|\b(what (causes|cause|are the|is the|to do|should (i|we) do (if|when)|happens (if|when)|if)|how (can|do|should|to|would) (i|we|you|one|someone|people)?|tips (for|on)|ways to|prevent\w*|avoid|stop (her|him|them|my \w+|mom|mum|dad) from|keep (her|him|them) from|reduce the risk|risk of|signs of|symptoms of|common (in|with|for)|is (it|that|this) normal|in dementia|with dementia|people with|someone with|a person with|dementia patients|ever|in case|what if|lock (away|up)|hide the|could (it|this|that) be|is (it|this|that) (the |just |part of the |part of )?(a sign|dementia|alzheimers|normal|disease|illness))\b/;

/** Questions about Kinwell's own emergency tools. */
const KINWELL_TOOLS =
  /\b(kinwell|app|crisis alerts?|emergency (button|contacts?|sheet|profile|number|plan|feature)|medical (emergency )?profile|alerts?|notifications?|notify|reminders?|features?|settings?|account|subscription|location sharing|share (my )?location|print\w*|care circle|dashboard|log|tracking|track)\b/;

/** Hurt, danger or the body: a described situation, not a topic. */
const HARM =
  /\b(pale|grey|gray|cold|hurt|hurts|hurting|injured|injury|pain|painful|bleeding|blood|broken|broke|fracture\w*|swollen|bruise\w*|cut|wound|head|hip|wrist|arm|leg|unconscious|can not move|not moving|screaming|crying|lying|stuck)\b/;

const DANGER_PLACE =
  /\b(highway|freeway|motorway|road|roads|street|streets|traffic|train tracks|railway|river|lake|pond|water|sea|beach|canal|creek|woods|forest|cold|freezing|snow|rain|dark|night|middle of the night|\d+ ?am|car|driving|drove|bus|nightie|nightgown|pyjamas|pajamas|barefoot)\b/;

interface Message {
  text: string;
  information: boolean;
  now: boolean;
  longAgo: boolean;
  person: boolean;
  thirdPerson: boolean;
  tools: boolean;
}

type Rule = (message: Message) => boolean;

const any = (patterns: readonly RegExp[], text: string): boolean =>
  patterns.some((pattern) => pattern.test(text));

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

const SELF_HARM = [
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging|shoot|drown|poison|starve) (myself|himself|herself|themselves|themself|my self)\b/,
  /\bsuicid\w*\b/,
  /\bself ?harm\w*\b/,
  /\b(end|take|ending|taking) (my|his|her|their) (own )?life\b/,
  /\bend it( all)?\b(?! (with|for) )/,
  /\b(want|wants|wanted|wanting|going|plan|planning|ready|wish) to die\b(?! (at|in) (home|peace|her sleep|his sleep|their sleep|her own|his own|their own|bed|hospital|hospice)\b)/,
  /\b(do|does|did) not want to (live|be alive|be here|go on|wake up|exist)\b/,
  /\bno longer want to (live|be alive|be here|go on)\b/,
  /\bwish (i|she|he|they) (was|were|had) (dead|never been born|not here)\b/,
  /\bbetter off (dead|without me|without him|without her)\b/,
  /\b(no|not any) (reason|point) (to|in) (live|living|going on|being alive|being here)\b/,
  /\b(life|living) (is|isnt|is not) (not )?worth (it|living)\b/,
  /\bnot worth living\b/,
  /\bcan not go on\b/,
  /\b(take|swallow|taking) all (of )?(my|her|his|the) (pills|tablets|meds|medication|medicine)\b/,
  /\b(jump|jumping) (off|in front of)\b/,
  /\b(go to sleep|sleep|fall asleep) and (not|never) wake( up)?\b/,
  /\b(nobody|no one|noone) would (notice|care|miss me)\b/,
  /\bif i (disappeared|was gone|were gone|died|was not here|were not here)\b/,
  /\bonly reason (i am|im|i) (still )?(here|alive|going)\b/,
  /\b(everyone|they|the family|my family|you all) would be better off\b/,
  /\b(tired|sick) of (living|being alive|life)\b/,
  /\b(do not|can not) see (the|a|any) point (anymore|any more|in (anything|living|life|going on|being here)|of (anything|living|life|going on))\b/,
  /\bwant (it|everything) (all )?to (stop|end)\b/,
  /\b(giving|gave|given) (\w+ ){0,2}(things|stuff|belongings|possessions) away\b/,
  /\bgoodbye (letters?|notes?|messages?|texts?)\b/,
  /\bnote\b.*\b(goodbye|sorry and goodbye)\b/,
  /\bsleep forever\b/,
  /\b(disappear forever|stop existing|not exist anymore|cease to exist)\b/,
  /\b(have|got|with) (the |my |her |his )?(pills|tablets|rope|gun) ready\b/,
  /\bdone with (everything|life|it all|living)\b/,
  /\b(driving|drive|crash\w*|steer\w*) (my car |the car )?into (a|the) (wall|tree|river|lorry|truck|bridge|sea)\b/,
  /\b(step|walk|jump)\w* in front of (a|the) (bus|train|car|lorry|truck)\b/,
  /\b(might as well|would rather|rather) (be )?(dead|die|not be here|not wake up)\b/,
  /\b(saving|saved|stockpiling|hoarding|collecting|stashing|keeping) (up )?(\w+ ){0,2}(pills|tablets|meds|medication|medicines|sleeping pills)\b(?! (for|to take to) (the )?(pharmacy|pharmacist|doctor|chemist|disposal))/,
];

const CAREGIVER_RISK = [
  /\b(afraid|scared|worried|terrified|frightened|fear|think|feel like|worry) (that )?(i|ill|i will|i might|i may|im going to|i am going to|i could|i would|i will end up) (\w+ ){0,2}(hurt|harm|hit|shake|slap|strangle|smother|snap|lose it|lose control|do something|kill|push|lash out)\b/,
  /\bi (almost|nearly|just|already|have|actually) (hit|hurt|slapped|shook|pushed|shoved|grabbed|smacked|pinched)\b/,
  /\bi (want|wanted|feel like|could) (to )?(hit|hurt|shake|slap|strangle|smother|kill|hitting|hurting|shaking|slapping|strangling|smothering|killing) (her|him|them|my|mom|mum|dad)\b/,
  /\b(losing|lost|lose) (control|it|my temper) (with|and (hit|slapped|shook|pushed))\b/,
  /\bi (am|m) losing control\b/,
  /\bi am going to snap\b/,
  /\b(scared|afraid|worried|terrified|frightened) (of )?what (i|ill|i will|i might|i would|i could) (do|be capable of)\b/,
  /\b(do not|can not) trust myself (with|around|near)\b/,
  /\bscared of myself\b/,
  /\bi (shook|hit|slapped|pushed|shoved|grabbed|smacked|pinched|kicked) (her|him|them|mum|mom|dad|my (mother|father|mom|mum|dad|husband|wife|partner|grandma|grandpa|nan|gran))\b/,
  /\b(might|could|will|going to|am going to) do something (i|i will|ill) (regret|will regret)\b/,
];

const UNRESPONSIVE = [
  /\b(unconscious|unresponsive|passed out|fainted|blacked out|lifeless|no pulse|not conscious)\b/,
  /\b(not|will not|does not|is not|can not|could not|stopped) (responding|respond|wake|waking|wake up|waking up|come round|come to)\b/,
  /\b(not responding|not waking)\b/,
  /\b(not|is not|stopped|no longer) (breathing|breathe)\b/,
  /\b(will not|can not) wake (him|her|them)\b/,
];

const BREATHING = [
  /\b(can not|could not|struggling to|trouble|difficulty|hard to|will not|barely|gasping for|struggling for|fighting for) (breathing|breathe|breath|air)\b/,
  /\b(gasping|wheezing|breathless|short of breath|out of breath|turning blue|blue lips|choking for air)\b/,
  /\blips (are|look|looks|turned|went|going|turning) (blue|purple|grey|gray)\b/,
  /\bbreathing (is |was |sounds |seems |looks )?(really |very |so )?(strange|weird|funny|fast|rapid|noisy|shallow|heavy|odd|labored|laboured|rattly|bad|wrong|slow)\b/,
  /\bcan not (get|catch) (her|his|their|my) breath\b/,
  /\b(stops|stopping|keeps stopping) breathing\b/,
];

const CHOKING = [
  /\bchok(e|es|ed|ing)\b(?! (me|us|him|her|them|my|the (dog|cat|baby)))/,
  /\b(stuck|lodged) in (her|his|their|the|my) (throat|windpipe)\b/,
  /\bfood (is |got )?stuck\b/,
  /\b(coughing|gagging|spluttering|retching) (on|after) (her|his|their|the|a|some) (food|dinner|lunch|breakfast|drink|water|tea|meal|pill|tablet)\b/,
  /\b(grape|sweet|candy|meat|bread|pill|tablet|food|piece|bone|lozenge|biscuit|crisp|nut|peanut|apple|sausage|chicken|steak)\b.*\bstuck\b/,
  /\bcan not (cough|speak|talk) (and|or) (breathe|breath)\b/,
];

const SEIZURE = [
  /\b(seizure|seizures|seizing|convulsing|convulsions|convulsion|fitting)\b/,
  /\b(having|had|has had|just had) an? (fit|seizure|convulsion)\b/,
  /\bshaking (all over|uncontrollably|violently|and jerking|and will not stop)\b/,
  /\b(jerking|twitching) (all over|uncontrollably|and)\b/,
  /\beyes (rolled|rolling|are rolling) back\b/,
  /\b(twitching|jerking|shaking) on one side\b/,
  /\bstaring (spell|spells|blankly|into space|and (will not|not|does not) (answer|respond))\b/,
  /\blip smacking\b/,
  /\bfoaming at the mouth\b/,
  /\b(shaking|twitching|jerking|convulsing)( and (shaking|twitching|jerking))? for (\d+|a few|several|five|ten|two|three) (minutes|mins)\b/,
  /\bwent (stiff|rigid) and\b/,
];

const HEART_OR_STROKE = [
  /\b(having|is having|just had|has just had|has had|had|think (he|she|they|\w+) (had|has had|is having)|might be having|may be having|could be having|is this|is it|is that|was that|was it|could that be|could it be|maybe|like|looks like|signs of) an? (mini |small |another |massive )?(stroke|heart attack|tia)\b/,
  /\b(face|mouth|smile|lip|eye|eyelid) (\w+ ){0,2}(drooping|droops|drooped|droopy|sagging|fallen|lopsided|crooked|wonky|uneven)\b/,
  /\b(drooping|droopy|lopsided|crooked|one sided|wonky) (face|mouth|smile)\b/,
  /\bslurr(ed|ing)\b/,
  /\b(words|speech|talking|voice) (are |is |was |went |came out |come out |sound |sounds |suddenly )?(all |really |very |so )?(jumbled|garbled|wrong|muddled|strange|slurred|gone|weird|funny|odd|nonsense)\b/,
  /\bsuddenly (can not|unable to|could not) (speak|talk|move|see|walk|lift|understand|raise)\b/,
  /\b(can not|could not|unable to) (lift|raise|move|feel|use) (her|his|their) (right |left )?(arm|leg|hand|side)\b/,
  /\b(arm|leg|side|hand|face) (went|is|has gone|goes|suddenly|feels) (numb|weak|limp|dead|floppy)\b/,
  /\bsudden (weakness|numbness|severe headache|worst headache|blindness)\b/,
  /\bworst headache\b/,
  /\b(left arm|jaw)\b.*\b(hurt|hurts|hurting|pain|pains|ache|aches|aching|numb)\b/,
  /\b(hurt|hurts|pain|pains|ache|aching)\b.*\b(left arm|jaw)\b/,
  /\b(indigestion|heartburn)\b.*\b(grey|gray|pale|sweat\w*|clammy|breathless)\b/,
  /\bpain (in|down|across) (his|her|their|my|the) (left )?(chest|jaw)\b/,
];
/** Stroke signs that are also everyday dementia: only when they came on suddenly. */
const STROKE_IF_SUDDEN = [
  /\bcan not (find|get) (his|her|their) words\b/,
  /\b(face|mouth|smile) (looks|is|went|seems) (odd|funny|strange|weird|different|wrong)\b/,
  /\b(vision|sight|eyesight) (went|is|has gone|got|going) (blurry|blurred|dark|double|funny)\b/,
  /\b(losing|lost) (her|his|their) balance\b/,
];
const CHEST = /\bchest\b/;
const CHEST_SIGN =
  /\b(holding|clutching|grabbing|gripping|clasping|pale|sweating|sweaty|clammy|grey|pain|pains|hurts|hurting|tight|tightness|pressure|heavy|crushing|ache|aching|discomfort|squeez\w*|burning)\b/;

const POISONING = [
  /\b(took|taken|swallowed|ate|eaten|drank|drunk|had|has had|given|gave (her|him|them)|i gave|we gave) (too many|too much|all (of )?(her|his|the|their|my)|a double dose|double (the |her |his )?dose|twice the dose|an extra dose|two doses|extra (pills|tablets|doses)|the whole (bottle|pack|packet|box)|a handful of|the wrong|someone elses|somebody elses|another persons|my|your)\b/,
  /\b(took|taken|swallowed|ate|eaten|had|has had) (a bunch of|a lot of|lots of|loads of|several|many|a few|some of|a load of|most of|both of|all the|a pile of|a fistful of) (\w+ ){0,2}(pills|tablets|capsules|meds|medication|medications|medicine|medicines|gummies|patches)\b/,
  /\b(gave|given|give|took|taken|had) (\w+ ){0,3}(pills|tablets|meds|medication|medicine|dose|doses|insulin|patch) (twice|two times|2 times|again by mistake|by mistake|double)\b/,
  /\b(gave|given|took|taken|had) (\w+ ){0,2}wrong (pills|tablets|meds|medication|medications|medicine|medicines|dose|doses|insulin|patch|tablet|pill)\b/,
  /\bswallowed (a |the |her |his |their |my )?(bottle|packet|pack|box|blister pack|strip|battery|batteries|pills|tablets)\b/,
  /\b(pills|tablets|meds|medication|medicine) (are|is) (missing|gone) from (the|her|his|their) (bottle|box|organizer|organiser|pack)\b/,
  /\boverdos\w*\b/,
  /\b(swallowed|drank|ate|eaten|drunk|drinking|eating) (some |the |a bit of |a lot of |some of the )?(\w+ )?(bleach|cleaner|cleaning|detergent|batteries|battery|poison|chemicals|antifreeze|weed killer|dishwasher|washing up|laundry|pods|shampoo|soap|paint|white spirit|mouthwash|perfume|powder|liquid|fluid|softener|descaler|polish|spray|lotion|rat poison|lighter fluid)\b/,
  /\bpoisoned\b/,
  /\bempty (packet|bottle|box|blister pack|pack|strip|tub) (of )?(\w+ ){0,2}(pills|tablets|meds|medication|medicine|paracetamol|painkillers|sleeping pills)\b/,
  /\b(ate|eaten|chewed|chewing|swallowed|sucking|sucked|in (her|his|their) mouth)\b.*\b(patch|patches|battery|batteries|cream|gel|pods?)\b/,
];
/** Taking a medicine, a medicine, and too much or the wrong one: anywhere in the message. */
const INGEST =
  /\b(took|taken|swallowed|swallowing|ate|eaten|eating|chewed|chewing|had|has had|gave|given|drank|drunk|popped|popping)\b/;
const MEDICINE =
  /\b(pills?|tablets?|capsules?|meds|medication|medications|medicine|medicines|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|insulin|patch|patches|fentanyl|morphine|oxycodone|codeine|opioids?|sleeping pills|blister pack|dose|doses|dosette|pill box|pillbox|prescription|antidepressants?|sedatives?|warfarin|donepezil|aricept|memantine|quetiapine|seroquel|lorazepam|diazepam)\b/;
const EXCESS =
  /\b(too many|too much|all (of )?(her|his|the|their|my|this|these|those|a|the weeks|this weeks)|at once|whole|\d+|ten|twenty|double|twice|again|extra|another|wrong|someone elses|somebody elses|another (client|persons|residents|patients)|not (hers|his|theirs)|by mistake|accidentally|by accident|handful|handfuls|bunch|lots|a lot|loads|overdose|like sweets|like candy|been drinking|alcohol|wine|beer|whisky|whiskey|vodka|gin|drunk)\b/;

const FIRE_OR_GAS = [
  /\b(on fire|caught fire|catching fire|set fire|started a fire|a fire in|fire in the|flames|ablaze)\b/,
  /\b(house|kitchen|room|flat|apartment|pan|pot|toaster|curtains) (is |are )?(burning|on fire|in flames)\b/,
  /\bsomething (is )?burning\b/,
  /\bsmells? (of |like )?(smoke|burning|gas)\b/,
  /\bsmell (of )?(smoke|burning|gas)\b/,
  /\bsmoke (everywhere|coming|is coming|filling|in the|pouring)\b/,
  /\b(fire|smoke) alarm (is )?(going off|beeping|sounding)\b/,
  /\bgas (leak|leaking|smell|is on|was on|left on|on all)\b/,
  /\bleft the (gas|stove|oven|hob|burner|cooker|grill) on\b/,
  /\b(smoulder\w*|smolder\w*|sparks|sparking|burning smell)\b/,
  /\b(full of|filling with|filled with|thick) smoke\b/,
  /\b(there is|theres|we have|got) a fire\b/,
  /\b(rotten eggs?|smells? like eggs?|fumes)\b/,
  /\bboiler\b.*\b(smell\w*|hissing|leak\w*|fumes)\b/,
  /\b(alight|set light to|on fire)\b/,
  /\b(carbon monoxide|co alarm|co detector|co2 alarm|monoxide alarm)\b/,
  /\b(oven|stove|hob|cooker|heater|gas|grill|iron) (has been|was|is|been|was left|has been left|left) (on )?(on )?(all night|all day|for hours|since)\b/,
  /\bcaught (her|his|their|the) (\w+ )?(blanket|clothes|sleeve|curtains|dressing gown|robe|hair|chair|sofa|bed)\b/,
];
const GAS = /\bgas\b/;
const GAS_SIGN =
  /\b(left on|on for|no flame|without (a )?(flame|lighting)|not lit|unlit|smell\w*|stink\w*|reeks|leak\w*|hissing|turned on|turning on)\b/;

const DANGER = [
  /\b(threatening|threatened|threatens|threats)\b/,
  /\b(knife|knives|gun|guns|weapon|rifle|pistol|shotgun|axe|machete|hammer|bat|poker|scissors)\b/,
  /\b(threw|throwing|throws|hurled|hurling) (\w+ ){0,3}(at|across|through)\b/,
  /\b(trying|tried|tries|going) to (hit|punch|kick|strangle|attack|hurt|stab|bite)\b/,
  /\b(chased|chasing|lunged|lunging|swung|swinging) (at )?(me|us|him|her|them|mum|mom|dad)\b/,
  /\b(smashing|smashed|breaking|broke|punching|kicking) (the |a |his |her )?(windows?|doors?|glass|walls?|furniture|plates|tv)\b/,
  /\bhiding (in|from)\b/,
  /\b(throwing|threw|smashing|smashed|breaking|hurling) (things|stuff|objects|furniture|plates|chairs|cups|glasses)\b/,
  /\b(coming|came|going|went|lunging) (at|for) (me|us)\b/,
  /\bpunch\w* (the |a )?(wall|door|window)\b/,
  /\b(pinned|pinning|cornered|trapped) (me|us)\b/,
  /\bhas (me|us) (pinned|cornered|trapped|by the)\b/,
  /\b(hit|hitting|hits|punch\w*|kick\w*|slap\w*|bit|biting|bites|scratch\w*|strangl\w*|chok\w*|push\w*|shov\w*|grab\w*|attack\w*|beat\w*|beating|hurt|hurting|kill|choking) (me|us|my (wife|husband|kids?|children|son|daughter|mom|mum|dad|mother|father|sister|brother|carer|caregiver|aide)|the (kids|children|carer|carers|caregiver|aide|nurse|nurses|staff|baby|other \w+|residents|patients|neighbou?rs?))\b/,
  /\b(scared|afraid|terrified|frightened) (of (him|her|them)|for (my|our) (life|lives|safety))\b/,
  /\b(locked|hiding|hid) (myself|ourselves|me) (in|from)\b/,
  /\bhiding from (him|her|them)\b/,
  /\b(he|she|they) (will|is going to|might|could) (kill|hurt|attack) (me|us)\b/,
];
const AGGRESSION =
  /\b(aggressive|aggression|violent|violence|rage|raging|out of control|lashing out|lashed out|combative|hostile|attacking|attacked|going crazy|went crazy|smashing|smashed|breaking things)\b/;

const FALL = [
  /\b(fell|fallen|tripped|collapsed|has had a fall|had a (bad |nasty )?fall|took a (bad |nasty )?fall)\b(?! (asleep|for|apart|behind|through|in love|ill|out with))/,
  /\bslipped\b(?! (out|away|my mind|her mind|his mind|off))/,
  /\b(had|took|taken|has had) a (bad |nasty |big )?tumble\b/,
  /\b(tumbled|keeled over|toppled over|ended up on the (floor|ground))\b/,
  /\b(went|gone|has gone) down (hard|in the|on the|and (can not|will not|is not))\b/,
  /\bslid (off|down|out of|onto)\b/,
  /\blost (her|his|their) (footing|balance) and\b/,
  /\b(can not|could not|unable to|will not|is not|not|is not able to|not able to|no way to) (get|getting|stand|standing|get herself|get himself|get themselves|pick (her|him|them)self|lift (her|him|them)self) (up|back up|off the floor|off the ground)\b/,
  /\b(stuck|lying|laying|sitting|sat|been|found(?: \w+){1,2}|is) on the (\w+ )?(floor|ground)\b/,
  /\b(hit|hitting|banged|banging|bumped|bumping|knocked|knocking|smacked|cracked|struck|whacked|bashed|smashed|clonked) (his|her|their|my|the back of (his|her|their)) head\b/,
  /\b(went over on|twisted|sprained|rolled) (her|his|their) (ankle|knee|wrist|foot)\b/,
  /\b(can not|could not|unable to) stand\b.*\bfloor\b|\bfloor\b.*\b(can not|could not|unable to) stand\b/,
  /\bhead (injury|wound|is bleeding|bleeding|cut)\b/,
  /\b(bleeding|blood) (from|on) (his|her|their|the) head\b/,
  /\b(lump|bump|gash|cut|bruise|wound|bleeding|egg) (on|to|in) (his|her|their|the|\w+s) (head|forehead|face|scalp|temple|eyebrow)\b/,
  /\bpupils (look |are |seem )?(different|uneven|odd|strange|big|huge)\b/,
  /\b(is|keeps|will not stop|still|started) bleeding\b/,
  /\bbleeding (a lot|badly|heavily|everywhere|from)\b/,
];
const FALL_WORD = /\b(fall|falls|falling)\b/;

const MISSING = [
  /\b(wandered|got out|gotten out|snuck out|sneaked out|slipped out|walked out|ran out|run off|ran off|ran away|escaped|disappeared|vanished|drove off|took the car|left in the car|went missing|gone missing|is missing|been missing|missing since|missing for|been gone|went off)\b/,
  /\b(left|walked out of|got out of) the (house|home|building|facility|care home|nursing home|flat|apartment)\b/,
  /\b(is|got|has got|has gotten) lost\b(?! (without|for words|in (thought|thoughts|conversation|the conversation|the story|a book|the show)))/,
  /\b(can not|could not|unable to|still can not) (find|locate) (her|him|them|my|our|mom|mum|dad)\b(?! (\w+ )?(words?|way|voice|thoughts?|names?|place|shoes|clothes|pill|pills|med|meds|medication|medicine|tablets?|glasses|keys?|phone|wallet|purse|bag|file|document|records?|photos?|profile|account|password|page|settings?|dose|appointment|schedule|notes?|ring|teeth|dentures|hearing aids?))/,
  /\b(do not|no one|nobody) knows? where (she|he|they|my \w+|mom|mum|dad) (is|are|went|has gone)\b/,
  /\b(has not|did not|have not|is not|never|not) (yet )?(come back|came back|come home|came home|returned|been back|back|got back|gotten back|got home|home yet)\b/,
  /\b(is|are|walking|wandering|out|outside|standing|lost|sitting) (along|on|down|in|by|near|beside|across|at) the (highway|freeway|motorway|road|street|traffic|train tracks|railway|river|lake|pond|water|sea|beach|canal|creek|woods|forest|cold|snow|rain|dark)\b/,
  /\b(outside|out) (in|at) (the )?(cold|snow|rain|dark|night|middle of the night|freezing)\b/,
  /\bwill not come (in|inside|home|back)\b/,
  /\b(is|s) gone\b(?! (to|for|out with|shopping|back to))/,
  /\b(went|gone|walked) out (\w+ ){0,4}(minutes|mins|hours|hour|hrs) ago\b/,
  /\blost (my |our )?(mom|mum|dad|mother|father|husband|wife|her|him|them|grandma|grandpa|nan|gran)\b(?! (to|last|in (19|20)\d\d))/,
  /\bnot (home|at home|in the (house|garden|building))\b/,
  /\b(front|back|side|patio|garden) door (was |is |has been |been )?(left )?(wide )?open\b/,
  /\bnot in (his|her|their) (bed|room|chair)\b/,
  /\b(taken|took|drove off in|gone off in|left in|driving) the car\b/,
  /\bcan not find (\w+ ){1,2}anywhere\b/,
  /\b(walked|wandered|ran|run) (off|away)\b/,
];
const WANDER_WORD = /\b(is wandering|wandering (around|about|outside|the streets)|missing|lost)\b/;

/** Something that keeps happening, described to ask for advice: "he wanders at night". */
const HABIT =
  /\b(keeps|keep|always|often|sometimes|usually|tends to|every (night|day|evening|morning)|most (nights|days)|at night|in the evenings?|at times|a lot|wanders|gets)\b/;

const FEVER =
  /\b(fever|feverish|temperature|temp|burning up|hot to the touch|very hot|really hot|burning hot|boiling hot|shivery|chills|shivering|infection|infected|uti|utis|urine infection|urinary|bladder infection|kidney infection|chest infection|pneumonia|sepsis|flu|covid)\b/;
const CONFUSION =
  /\b(confused|confusion|disoriented|disorientated|delirious|delirium|hallucinating|hallucinations|seeing things|hearing things|not making (any )?sense|talking nonsense|does not know (me|us|where)|does not recognise|does not recognize|not herself|not himself|drowsy|very sleepy|agitated|out of it|muddled|incoherent|babbling|rambling|sleepy|hard to wake|mumbling|not knowing (where|who)|not (her|his|their) normal|not her usual|not his usual)\b/;
const SUDDEN =
  /\b(suddenly|sudden|all of a sudden|out of nowhere|overnight|since (this morning|yesterday|last night|lunch|breakfast|today)|than (this morning|yesterday|usual|normal|before|last week)|much more|way more|a lot more|far more|so much more|worse today|really bad today|in the last (day|few hours|hours|two days)|not like (her|him|this)|in (one|a) day|in a few hours|not (her|his|their) normal|much worse|a lot worse|way worse|far worse|since (starting|she started|he started|they started|the new|taking))\b/;

const NOT_EATING = [
  /\b(not|is not|has not|will not|refuses to|refusing to|refused to|stopped|can not|did not|has not been|not been|no longer|barely) (eat|eating|eaten|drink|drinking|drunk|drank|swallow|swallowing)\b/,
  /\b(refus\w*) (all )?(her |his |their )?(food|water|fluids|drinks|meals|to eat|to drink|anything)\b/,
  /\b(nothing|no food|no water|no fluids|not a thing) (to eat|to drink|all day|for|since|at all)\b/,
  /\bdehydrat\w*\b/,
  /\bhas not had (anything|a drink|any water|any food|a bite|a sip)\b/,
  /\b(not|has not|no) (passed urine|peed|urine|wee)\b/,
  /\bbarely (had|eaten|drunk|drank|touched|eating|drinking)\b/,
  /\b(does not|will not|do not) want to (eat|drink)\b/,
  /\b(without|no|not had) (a |any )?(drink|food|water|fluids|sip|bite|anything to (eat|drink)|eating|drinking)\b/,
];

const ABUSE = [
  /\b(abus(e|ed|es|ing|ive)|mistreat\w*|maltreat\w*|exploit\w*)\b(?! of (alcohol|drugs))/,
  /\bneglect(ed|ing|s)?\b(?! (myself|my own|my (kids|children|husband|wife|job|work|friends|family|health|partner)))/,
  /\b(stealing|stole|taking|took) (money )?(from )?(her|his|their|my \w+|mom|mum|dad)( \w+)? (money|savings|pension|cards?|jewel\w*)\b/,
  /\b(stealing|stole|steals) (money|from)\b/,
  /\b(taking|took|stealing|stole|steals|takes) (money|cash|things|jewel\w*) from (her|him|them|mum|mom|dad|my \w+)\b/,
  /\b(scam|scammed|scammer|scammers|conned|con man|fraudster|fraud)\b/,
  /\bgot (her|him|them|mum|mom|dad|my \w+) to (send|give|transfer|wire|pay|hand over)\b/,
  /\b(taking|took|stealing|stole|using|used|emptied|emptying|draining|drained|spending|spent) (all )?(of )?(her|his|their|\w+s) (money|pension|savings|bank account|account|benefits|bank cards?|cards?)\b/,
  /\bunexplained (bruises|injuries|marks|cuts)\b/,
  /\bbruis\w*\b.*\b(grabbed|held down|finger ?marks|hand ?prints|like someone|as if someone|can not explain|no one knows how|nobody knows how)\b/,
  /\b(carer|caregiver|care worker|aide|nurse|staff|worker|home help|helper) (is |was |has been |keeps )?(hitting|hurting|abusing|yelling at|shouting at|rough with|slapping|pushing|stealing|hit|hurt|slapped|pushed|shoved|grabbed)\b/,
  /\bleft (her|him|them) (alone )?(for days|without food|without water|in (her|his|their) (own )?(urine|mess|dirt|dirty))\b/,
  /\b(locked|tied) (her|him|them) (in|up|down|to)\b/,
];

/** Someone other than the caregiver, and mistreatment: anywhere in the message. */
const OTHERS =
  /\b(carers?|care workers?|aides?|nurses?|staff|home help|helpers?|workers?|cleaner|care home|nursing home|home|facility|someone|somebody|a man|a woman|neighbou?r|son in law|daughter in law|boyfriend|girlfriend|nephew|niece|grandson|granddaughter)\b/;
const MISTREATMENT =
  /\b(shout\w*|yell\w*|scream\w* at|swear\w* at|insult\w*|called (him|her|them) (\w+)|mock\w*|humiliat\w*|rough\w*|slap\w*|pinch\w*|stealing|stole|steals|taking (her|his|their) money|(using|used) (her|his|their|\w+s) (bank )?cards?|bank card|cash machine|atm|pin number|scam\w*|sedat\w*|ignor\w*|not (been )?(fed|changed|washed)|sores|pressure sores|soaked|soiled|filthy|starv\w*|dirty (pad|bed|clothes|nappy|diaper|sheets)|controll\w* (her|his|their) (money|finances|phone|bank)|(will not|does not|do not) let (us|me|anyone|the family) (see|visit|speak to|talk to|near)|isolat\w*|left (her|him|them) (\w+ ){0,4}(for (hours|an hour|ages|\d+ hours|the day)|all day|all night)|left (her|him|them) (in|alone|unattended|without)|unwashed|nobody (had |has )?(changed|fed|washed|checked))\b/;

const GENERAL = [
  /\b(burned|burnt|scalded|scalding) (her|his|their|my|herself|himself|themselves|myself)\b/,
  /\b(blistering|blisters from|third degree|second degree burns?)\b/,
  /^(emergency|emergancy|urgent|sos|mayday|help help|help me please|please help me|please help|please hurry|hurry|help now|help us)$/,
  /\bplease hurry\b/,
  /\b(this is|its|it is|we have|having|there is) an emergency\b/,
  /\bemergency (help|now|please|right now)\b/,
  /\b(need|call|send|get|want) an ambulance\b/,
  /\b(should|do|must) (i|we) call (911|999|112|000|an ambulance|the ambulance|emergency services|the paramedics)\b/,
  /\b(need|get) help (right now|now|fast|immediately|asap)\b/,
];

/** Present or fresh, and not a question for information only. */
const happening = (m: Message): boolean => !m.information || m.now;

const RULES: Record<EmergencyKind, Rule> = {
  self_harm: (m) => any(SELF_HARM, m.text) && !(m.tools && m.information),
  caregiver_risk: (m) => any(CAREGIVER_RISK, m.text),
  unresponsive: (m) => any(UNRESPONSIVE, m.text) && happening(m),
  breathing: (m) => any(BREATHING, m.text) && happening(m),
  choking: (m) => any(CHOKING, m.text) && happening(m),
  seizure: (m) => any(SEIZURE, m.text) && happening(m) && !m.longAgo,
  heart_or_stroke: (m) =>
    (any(HEART_OR_STROKE, m.text) ||
      (CHEST.test(m.text) && CHEST_SIGN.test(m.text)) ||
      (any(STROKE_IF_SUDDEN, m.text) && SUDDEN.test(m.text))) &&
    happening(m) &&
    !m.longAgo,
  poisoning: (m) =>
    (any(POISONING, m.text) ||
      (INGEST.test(m.text) && MEDICINE.test(m.text) && EXCESS.test(m.text))) &&
    (happening(m) || /\b(took|gave|swallowed|drank)\b/.test(m.text)),
  fire_or_gas: (m) =>
    (any(FIRE_OR_GAS, m.text) || (GAS.test(m.text) && GAS_SIGN.test(m.text))) && happening(m),
  danger: (m) =>
    (any(DANGER, m.text) && m.person && (happening(m) || /\b(me|us)\b/.test(m.text))) ||
    (AGGRESSION.test(m.text) &&
      m.thirdPerson &&
      (m.now || /\bnow\b/.test(m.text)) &&
      !m.information),
  fall: (m) =>
    (any(FALL, m.text) && (happening(m) || HARM.test(m.text)) && !m.longAgo) ||
    (FALL_WORD.test(m.text) && HARM.test(m.text) && m.thirdPerson && !m.information),
  missing: (m) =>
    (any(MISSING, m.text) &&
      (m.thirdPerson || DANGER_PLACE.test(m.text)) &&
      happening(m) &&
      !m.longAgo) ||
    (WANDER_WORD.test(m.text) &&
      DANGER_PLACE.test(m.text) &&
      m.thirdPerson &&
      !m.information &&
      (m.now || !HABIT.test(m.text))),
  delirium: (m) =>
    !m.information &&
    ((FEVER.test(m.text) && (CONFUSION.test(m.text) || m.thirdPerson)) ||
      (CONFUSION.test(m.text) && SUDDEN.test(m.text)) ||
      /\b(delirium|delirious)\b/.test(m.text)),
  not_eating: (m) =>
    any(NOT_EATING, m.text) &&
    m.thirdPerson &&
    happening(m) &&
    !m.tools &&
    (m.now || !HABIT.test(m.text)),
  abuse: (m) =>
    (any(ABUSE, m.text) || (OTHERS.test(m.text) && MISTREATMENT.test(m.text))) &&
    happening(m) &&
    !m.tools,
  general: (m) => any(GENERAL, m.text),
};

/** The message as the rules read it. `normalised` comes from normaliseForRules. */
export function readMessage(normalised: string): Message {
  const text = canonicalText(normalised);
  const information = INFORMATION.test(text);
  return {
    text,
    information,
    // "she is fine now" is not something happening now.
    now: NOW.test(text.replace(/\b(fine|ok|okay|alright|better|well|good|safe|home) now\b/g, '')),
    longAgo: LONG_AGO.test(text),
    person: PERSON.test(text),
    thirdPerson: THIRD_PERSON.test(text),
    tools: KINWELL_TOOLS.test(text),
  };
}

/** The first kind of emergency the message describes, in order of urgency, or null. */
export function detectEmergencyKind(normalised: string): EmergencyKind | null {
  return detectIn(readMessage(normalised));
}

/** Whether the message only asks for information (and describes nothing happening now). */
export function asksForInformation(normalised: string): boolean {
  const message = readMessage(normalised);
  return message.information && !message.now;
}

function detectIn(message: Message): EmergencyKind | null {
  // A question about Kinwell's own tools ("how do crisis alerts work") describes nothing.
  if (message.tools && message.information && !message.now) {
    return RULES.self_harm(message) ? 'self_harm' : null;
  }
  return EMERGENCY_KINDS.find((kind) => RULES[kind](message)) ?? null;
}

/** Words of harm, danger or the body: the catch-all's trigger for a message not understood. */
const HARM_OR_BODY =
  /\b(hurt\w*|injur\w*|pain\w*|ache|aching|bleed\w*|blood\w*|danger\w*|unsafe|harm\w*|wound\w*|bruis\w*|burn\w*|cut|cuts|swollen|swelling|broken|fracture\w*|sick|ill|unwell|vomit\w*|throwing up|fever\w*|head|chest|heart|lungs?|stomach|belly|tummy|throat|neck|arms?|legs?|hips?|knees?|face|eyes?|skin|foot|feet|body|breath\w*|pale|grey|gray|clammy|sweat\w*|dizzy|faint\w*|weak|numb|scared|afraid|terrified|attack\w*|police|emergency|ambulance|accident|poison\w*|collaps\w*|floor|fell|fall|blue|limp|shaking|trembling|unconscious|unresponsive|threw|throw\w*|smash\w*|chas\w*|hammer|knife|weapon|threat\w*|lost|missing|gone|freezing|hot|shiver\w*|sleepy|drowsy|wake|mumbl\w*|twitch\w*|staring|pills?|tablets?|meds|medicine|medication|overdose|swallow\w*|mouth|lips|smoulder\w*|smoke|fire|flames?|gas|smell\w*|stink\w*|sores|soaked|abus\w*|neglect\w*)\b/;
/** Words that describe harm now, even in a question ("is it normal that her lips are blue"). */
const ACUTE =
  /\b(hurt|injured|bleeding|blood|danger|unconscious|unresponsive|breath\w*|blue|grey|gray|pale|collapsed|fell|fallen|fire|smoke|gas|knife|weapon)\b/;

/** Whether a message mentions harm, danger or the body (after typo fixes). */
export function mentionsHarmOrBody(normalised: string): boolean {
  const message = readMessage(normalised);
  if (message.information && !message.now && !ACUTE.test(message.text)) return false;
  return HARM_OR_BODY.test(message.text);
}
