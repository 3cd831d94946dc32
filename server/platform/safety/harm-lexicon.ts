import { EMERGENCY_KINDS, type EmergencyKind } from './emergency-words';

/**
 * The concepts of the second harm check (harm-check.ts, docs/decisions/039): broad families of
 * words for the body, harm, danger, sudden change and urgency, and the framings that make a
 * message a question rather than a situation. They are features for the classifier, not rules:
 * a concept that appears says nothing on its own, the trained weights decide. A word in a family
 * that no training question used still counts, which is how the check reaches phrasings nobody
 * wrote a rule for.
 *
 * The families follow the warning signs of recognised triage guidance (cited in
 * knowledge/emergency-guides.md): NHS 111 and NHS "when to call 999" symptom lists (breathing,
 * chest pain, stroke signs, seizures, sepsis, head injury, dehydration), the NIA on falls,
 * delirium, wandering and home safety, the Alzheimer's Association on aggression and a person
 * who goes missing, Poison Help on medicines taken wrongly, the National Center on Elder Abuse,
 * and the 988 Suicide & Crisis Lifeline's warning signs.
 */

export const HARM_CONCEPTS = [
  // Kinds of emergency, in order of urgency, as in emergency-detector.ts.
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
  // Generic signals.
  'body',
  'injury',
  'sudden',
  'unwell',
  'hazard',
  'urgency',
  'person',
  // Framings that make a message a question, a past event or a habit.
  'asking',
  'kinwell',
  'over',
  'habit',
] as const;
export type HarmConcept = (typeof HARM_CONCEPTS)[number];

/** One pattern per concept over normalised text (lower case, a-z, 0-9, single spaces). */
const w = (words: string): RegExp => new RegExp(`\\b(?:${words})`);

const LEXICON: Readonly<Record<HarmConcept, RegExp>> = {
  self_harm: w(
    'suicid|kill (my|him|her)self|kill myself|end(ing)? (it|it all|my life|things|everything)\\b|take my (own )?life|' +
      '(want|wanting|wish) to die|(better|be) off (dead|without me)|fine without me|no (point|reason) (in )?(living|going on|carrying on)|' +
      'can not (go on|do this any ?more|take (it|this|any ?more))|do not want to (live|be here|wake up)|not wake up|' +
      'burden|hopeless|no way out|trapped|give up on (life|everything)|self harm|harm(ing)? (my|him|her)self|' +
      'cut(ting)? (my|him|her)self|hang(ing)? (my|him|her)self|noose|rope|jump (off|from|in front)|overdose on|' +
      'saving (up )?(pills|tablets)|pills? (lined|saved|stockpil)|goodbye|say(ing)? goodbye|giving (things|stuff) away|' +
      'disappear for good|not be (here|around)|end of (my|the) (rope|tether)|life is not worth',
  ),
  caregiver_risk: w(
    '(might|could|will|going to|want to|wanted to|afraid i|scared i|worried i) (\\w+ )?(hurt|hit|harm|slap|shake|throttle|strangle|smother|kill)|' +
      'lose it|lost it|lost my temper|snap(ped)? at|breaking point|at the end of my|cannot trust myself|can not trust myself|' +
      'not safe (with|around) me|rage|so angry',
  ),
  unresponsive: w(
    'unconscious|unresponsive|not respond|no response|not waking|will not wake|can not wake|hard to wake|' +
      'not moving|passed out|blacked out|collaps|slumped|floppy|limp\\b|no pulse|not breathing|stopped breathing|' +
      'eyes rolled|out cold|come round|came round|comes round',
  ),
  breathing: w(
    'breath|breathing|gasp|wheez|rattl|choking|suffocat|can not get (his|her|their)? ?air|struggling for air|' +
      'blue (lips|tinge|around)|lips (are |look |gone |going )?(blue|grey|gray)|panting|short of breath|inhaler',
  ),
  choking: w(
    'chok|gag|lodged|stuck in (his|her|their) throat|went down the wrong way|cough(ing)? and cough|food stuck',
  ),
  seizure: w(
    'seiz|fit\\b|fits\\b|fitting|convuls|jerk|twitch|shaking all over|stiff|rigid|eyes rolling|epilep',
  ),
  heart_or_stroke: w(
    'chest|heart|stroke|droop|slur|one side|numb|tingl|arm (is )?(weak|heavy|dead)|face (dropped|twisted|lopsided|drooping)|' +
      'can not (lift|raise) (his|her|their)? ?arm|gibberish|words (are )?(jumbled|muddled)|sudden (headache|loss)|' +
      'worst headache|jaw|indigestion|pressure|tight|crushing|racing|palpitat|pounding|sweaty|cold sweat',
  ),
  poisoning: w(
    'overdos|too many|too much (of )?(his|her|their|the)? ?(pills|tablets|medicine|medication|meds|insulin)|double dose|doubled|twice|' +
      'extra (dose|pills|tablets)|whole (packet|pack|bottle|box|strip|week)|all (of )?(his|her|their|the|my) (pills|tablets|meds|medicine)|' +
      'wrong (pills|tablets|medicine|medication|meds|dose)|someone elses|swallow|drank|drunk|ate (some|the)|' +
      'bleach|detergent|cleaning|chemical|antifreeze|weedkiller|poison|pods|batter(y|ies)|sleeping (pills|tablets)|' +
      'paracetamol|tylenol|acetaminophen|insulin|warfarin|opioid|morphine|fentanyl|patch(es)?',
  ),
  fire_or_gas: w(
    'fire|flame|smoke|smoking|burning smell|smell(s|ing)? (of )?(burning|gas)|gas|fumes|carbon monoxide|alarm (is )?going off|' +
      'spark|melt|scorch|singe|blaze|hob|stove|oven|toaster|pan (left|on)|candle|lighter|matches|heater|engine (running|on)|exhaust|generator|explo',
  ),
  abuse: w(
    'abus|neglect|mistreat|exploit|rough(ly)? with|bruises|bruising|marks on|flinch|scared of (the |her |his )?(carer|caregiver|aide|nurse|staff|son|daughter)|' +
      'took (her|his) money|stealing|stole|taken (her|his) (money|cards|pension)|locked (her|him|them) in|tied|restrain|left (her|him|them) (alone|in)|' +
      'dirty|soiled|starv|touch(ing|ed)? (her|him)|rape|sexual|assault|shout(s|ed|ing)? at (her|him)|hits? (her|him)',
  ),
  danger: w(
    'aggress|violent|violence|attack|threat|hit\\b|hits|hitting|punch|kick|slap|shov|push(ed|ing)|grab|bit\\b|bite|biting|scratch|' +
      'throw|threw|smash|lash|swing|swung|strangl|throttl|beat|came at|coming at|going for|went for|knife|knives|gun|weapon|' +
      'scissors|hammer|axe|stick|barricad|locked (me|himself|herself) (in|out)|scream|yell|furious|rage|terrified|scared|afraid|frighten',
  ),
  fall: w(
    'fell|fallen|fall\\b|falling|fall down|had a fall|tripped|slipped|toppled|went over|keeled|on the (floor|ground|landing|stairs|tiles|concrete|pavement)|' +
      'can not get up|will not get up|not getting up|unable to get up|lying (on|in)|stuck (on|in|between|behind)|wedged|hit (his|her|their) head|bang(ed)? (his|her|their) head|head injury',
  ),
  missing: w(
    'missing|wander|gone (off|out|missing|awol)|got out|get out|left the house|walked (out|off)|ran off|run off|runner|escap|disappear|' +
      'can not find (him|her|them)|not (come|came) back|not back|nowhere to be|lost|police|searching|search for|out in the|out at night|' +
      'on the (road|highway|motorway|street)|in (his|her) (pyjamas|pajamas|nightie|nightdress|slippers)|took the car|driving|drove off',
  ),
  delirium: w(
    'fever|temperature|burning up|hot to touch|shiver|rigor|infection|uti|water infection|urine|wee|pee|smelly|sepsis|mottled|' +
      'hallucinat|seeing (things|people)|delirious|delirium|sudden(ly)? (more )?confus|much more confused|not making sense|does not know (me|where)|' +
      'not (himself|herself)|drowsy|sleepy|lethargic|agitated|restless|pulling at|after (the|her|his) (operation|surgery)|since (the|her|his) op',
  ),
  not_eating: w(
    'not eat|not drink|stopped eating|stopped drinking|refus(es|ing|ed)? (to )?(eat|drink|food|water|fluids)|will not (eat|drink|swallow)|' +
      'no (food|water|fluids)|sips|mouthful|can not swallow|dehydrat|dry mouth|dark (urine|wee)|no (urine|wee|pee)|not (weed|peed)|' +
      'days without|skin and bone|losing weight fast',
  ),
  body: w(
    'head|face|eye|mouth|lips?\\b|tongue|throat|neck|chest|heart|lung|arm|leg|hip|knee|ankle|wrist|hand|foot|feet|back\\b|' +
      'stomach|belly|tummy|skin|blood|bone|brain|pulse|temperature|urine|wee|bowel|body|side\\b|shoulder|rib|nose|ear|teeth',
  ),
  injury: w(
    'hurt|injur|wound|cut\\b|cuts|gash|bleed|blood|bruis|broke|broken|fractur|sprain|burn|scald|swell|swollen|lump|bump|graze|' +
      'pain|ache|aching|agony|sore|crack|dislocat|wince|cry(ing)? out|screaming in|bang|knock',
  ),
  sudden: w(
    'sudden|all of a sudden|out of nowhere|out of the blue|never (done|been|seen|happened)|not like (him|her)|first time|' +
      'worse|getting worse|much more|changed|different|strange|weird|odd|not right|wrong with|something is wrong|' +
      'fine (this morning|yesterday|earlier|an hour ago|last night)|was (fine|ok|normal)',
  ),
  unwell: w(
    'unwell|poorly|ill\\b|sick|vomit|throwing up|threw up|diarrh|dizzy|faint|weak|pale|grey|gray|blue|clammy|sweat|' +
      'cold|freezing|shaking|trembl|moan|groan|crying|confus|dazed|disorient|not right|sleep(ing|y)? all day|not well',
  ),
  hazard: w(
    'danger|unsafe|road|highway|motorway|traffic|cars|river|lake|pond|canal|sea|water|bath|bridge|cliff|railway|train|' +
      'snow|ice|icy|storm|rain|dark|night|midnight|\\d am\\b|\\dam\\b|cold|freezing|heat|garage|stairs|balcony|window|roof|ladder',
  ),
  urgency: w(
    'now|right now|tonight|this (morning|afternoon|evening)|today|currently|still|just|since|for (an|\\d+|a few|two|three) (hours?|minutes|days)|' +
      'minutes ago|hour ago|at the moment|help|urgent|quick|hurry|please|asap|what (do|should|can) i do|emergency|911|999|ambulance|' +
      'paramedic|er\\b|a e|hospital|what now',
  ),
  person: w(
    'mum|mom|mam|mother|dad|father|papa|pop|husband|wife|partner|hubby|grandma|grandpa|gran|granny|nan|nana|grandad|grandfather|grandmother|' +
      'aunt|uncle|brother|sister|son|daughter|friend|neighbou?r|he\\b|she\\b|him\\b|her\\b|they\\b|i\\b|me\\b|myself|my \\w+',
  ),
  asking: w(
    'what (causes|is|are|can|should i know|does|happens if|if)|how (do|can|could|should|often|does|long|much|to)|why do|signs of|symptoms of|' +
      'risk of|prevent|avoid|tips|advice on|ideas|in general|people with|someone with|normal for people|is it common|can dementia|does dementia|' +
      'explain|tell me about|should i worry|what are the',
  ),
  kinwell: w(
    'kinwell|the app|this app|feature|alert|button|subscription|price|pricing|account|settings|sheet|emergency contact|location shar|' +
      'notification|remind|upload|log in|signin|password|invite|circle|calendar|dashboard|report|plan|trial|cancel',
  ),
  over: w(
    'last (year|month|week|tuesday|monday|wednesday|thursday|friday|saturday|sunday|spring|summer|winter|autumn)|years ago|months ago|weeks ago|' +
      'in (19|20)\\d\\d|used to|back then|none since|since then|recovered|got better|all fine|fine now|ok now|better now|doctor (checked|saw|said)|' +
      'was checked|sorted|fixed|no harm|coughed it up',
  ),
  habit: w(
    'always|usually|sometimes|often|every (night|day|evening|morning|time)|most (nights|days)|tends to|these days|lately|for (months|years)|' +
      'over the (past|last)|at times|now and then|in the evenings|whenever',
  ),
};

/** The concepts a normalised message mentions. */
export function conceptsIn(text: string): HarmConcept[] {
  return HARM_CONCEPTS.filter((concept) => LEXICON[concept].test(text));
}

/** The emergency kinds, the most urgent first (emergency-detector.ts's order). */
const KIND_ORDER = EMERGENCY_KINDS.filter((kind) => kind !== 'general');

/**
 * The kind of emergency the message most likely describes, told from its concepts: the most
 * urgent kind it mentions, or null when it mentions none (the general safety answer).
 */
export function harmKind(concepts: readonly HarmConcept[]): EmergencyKind | null {
  const present = new Set<string>(concepts);
  return KIND_ORDER.find((kind) => present.has(kind)) ?? null;
}
