import {
  any,
  DANGER_PLACE,
  EMERGENCY_KINDS,
  type EmergencyKind,
  HARM,
  type Message,
  readMessage,
  type Rule,
  HABIT,
  LONG_HABIT,
} from './emergency-words';
import {
  ABUSE,
  ABUSE_SIGN,
  ACCOMPANIED,
  ACCUSATION,
  AGGRESSION,
  BREATHING,
  CANT_GET_UP,
  CARE_NOT_DONE,
  CARE_WITHHELD,
  CAREGIVER_RISK,
  CAREGIVER_RISK_IF_NOW,
  CHEST,
  CHEST_SIGN,
  CHOKING,
  CLINICIAN_ADVICE,
  CO_SIGN,
  CO_SOURCE,
  CONFUSION,
  DANGER,
  DRINKS_PLENTY,
  ENCLOSED,
  EXCESS,
  EXERTION,
  FALL,
  FALL_WORD,
  FEVER,
  FIRE_EVENT,
  FIRE_OR_GAS,
  GAS,
  GAS_SIGN,
  GENERAL,
  GENERAL_IF_DESCRIBED,
  HEAD_BLOW,
  HEAD_SIGN,
  HEART_OR_STROKE,
  HOT,
  INGEST,
  LASTING,
  LEFT_FOR_DAYS,
  LOCKED_IN_AND_GONE,
  MEDICINE,
  MISSING,
  MISSING_TRAVEL,
  MISTREATMENT,
  NAMED_OTHER,
  NOT_EATING,
  OTHERS,
  POISONING,
  PREFERENCE,
  SEIZURE,
  SELF_HARM,
  SELF_HARM_SIGN,
  SEPSIS_SKIN,
  STOPPED_CARE,
  STROKE_IF_SUDDEN,
  SUDDEN,
  THEFT,
  UNRESPONSIVE,
  WANDER_WORD,
} from './emergency-categories';

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
 * The catch-all for what no category names lives in the assistant's with-safety-rules.ts
 * (`mentionsHarmOrBody`).
 */

const happening = (m: Message): boolean => !m.information || m.now;

const RULES: Record<EmergencyKind, Rule> = {
  self_harm: (m) =>
    (any(SELF_HARM, m.text) && !(m.tools && m.information) && !m.resolved) ||
    (any(SELF_HARM_SIGN, m.text) && happening(m)),
  caregiver_risk: (m) =>
    (any(CAREGIVER_RISK, m.text) ||
      (CAREGIVER_RISK_IF_NOW.test(m.text) && (m.now || !(m.longAgo || m.information)))) &&
    !m.resolved,
  unresponsive: (m) => any(UNRESPONSIVE, m.text) && happening(m),
  // "She gets breathless walking upstairs" is exertion, a habit; "she is breathless" is now.
  breathing: (m) => any(BREATHING, m.text) && happening(m) && (m.now || !EXERTION.test(m.text)),
  choking: (m) => any(CHOKING, m.text) && happening(m) && !m.resolved,
  seizure: (m) => any(SEIZURE, m.text) && happening(m) && !m.longAgo,
  heart_or_stroke: (m) =>
    // Fever with muddled speech is delirium (below), unless the face, a limb or the chest says stroke.
    !(
      (FEVER.test(m.text) || HOT.test(m.text)) &&
      CONFUSION.test(m.text) &&
      !/\b(face|mouth|smile|arm|leg|hand|side|chest|jaw|droop\w*|slurr\w*)\b/.test(m.text)
    ) &&
    (any(HEART_OR_STROKE, m.text) ||
      (CHEST.test(m.text) && CHEST_SIGN.test(m.text)) ||
      (any(STROKE_IF_SUDDEN, m.text) && SUDDEN.test(m.text))) &&
    happening(m) &&
    !m.longAgo,
  poisoning: (m) =>
    (any(POISONING, m.text) ||
      (INGEST.test(m.text) && MEDICINE.test(m.text) && EXCESS.test(m.text))) &&
    !m.resolved &&
    // "He took his tablets twice last month": told to stop it happening again.
    !(m.distant && !m.now) &&
    (happening(m) || /\b(took|gave|swallowed|drank)\b/.test(m.text)),
  fire_or_gas: (m) =>
    (any(FIRE_OR_GAS, m.text) ||
      any(FIRE_EVENT, m.text) ||
      (GAS.test(m.text) && GAS_SIGN.test(m.text)) ||
      (CO_SOURCE.test(m.text) && ENCLOSED.test(m.text)) ||
      (/\b(co|carbon monoxide|gas) (alarm|detector)\b/.test(m.text) && CO_SIGN.test(m.text))) &&
    happening(m),
  danger: (m) =>
    !m.resolved &&
    ((any(DANGER, m.text) && m.person && (happening(m) || /\b(me|us)\b/.test(m.text))) ||
      (AGGRESSION.test(m.text) && m.thirdPerson && m.now && happening(m))),
  fall: (m) =>
    !m.resolved &&
    ((any(FALL, m.text) && (happening(m) || HARM.test(m.text)) && !m.longAgo) ||
      (FALL_WORD.test(m.text) && HARM.test(m.text) && m.thirdPerson && !m.information) ||
      (HEAD_BLOW.test(m.text) && HEAD_SIGN.test(m.text) && m.thirdPerson && happening(m)) ||
      (CANT_GET_UP.test(m.text) && m.thirdPerson && !m.information && !HABIT.test(m.text))),
  missing: (m) =>
    !(ACCOMPANIED.test(m.text) && !m.now) &&
    ((!m.resolved && any(MISSING_TRAVEL, m.text) && m.thirdPerson && happening(m) && !m.longAgo) ||
      (!m.resolved &&
        any(MISSING, m.text) &&
        (m.thirdPerson || DANGER_PLACE.test(m.text)) &&
        happening(m) &&
        !m.longAgo) ||
      (WANDER_WORD.test(m.text) &&
        DANGER_PLACE.test(m.text) &&
        m.thirdPerson &&
        !m.information &&
        (m.now || !HABIT.test(m.text)))),
  delirium: (m) =>
    happening(m) &&
    !m.resolved &&
    ((FEVER.test(m.text) && (CONFUSION.test(m.text) || m.thirdPerson)) ||
      (SEPSIS_SKIN.test(m.text) && CONFUSION.test(m.text)) ||
      (HOT.test(m.text) && CONFUSION.test(m.text)) ||
      (CONFUSION.test(m.text) && SUDDEN.test(m.text)) ||
      /\b(delirium|delirious)\b/.test(m.text)),
  not_eating: (m) =>
    !m.resolved &&
    !PREFERENCE.test(m.text) &&
    (m.now || !DRINKS_PLENTY.test(m.text)) &&
    any(NOT_EATING, m.text) &&
    m.thirdPerson &&
    happening(m) &&
    !m.tools &&
    (m.now || !LONG_HABIT.test(m.text)),
  abuse: (m) =>
    (any(ABUSE, m.text) ||
      (THEFT.test(m.text) && !ACCUSATION.test(m.text)) ||
      any(ABUSE_SIGN, m.text) ||
      (OTHERS.test(m.text) && MISTREATMENT.test(m.text))) &&
    // "Is it normal for the carer to slap mum?": a named person's mistreatment is described.
    (happening(m) || (NAMED_OTHER.test(m.text) && !/\b(if|whether|what if)\b/.test(m.text))) &&
    !m.resolved &&
    !m.tools,
  neglect: (m) =>
    !m.resolved &&
    !m.tools &&
    !CLINICIAN_ADVICE.test(m.text) &&
    (STOPPED_CARE.test(m.text) ||
      (CARE_NOT_DONE.test(m.text) && LASTING.test(m.text)) ||
      (CARE_WITHHELD.test(m.text) && LASTING.test(m.text)) ||
      LEFT_FOR_DAYS.test(m.text) ||
      LOCKED_IN_AND_GONE.test(m.text)),
  general: (m) =>
    any(GENERAL, m.text) ||
    (any(GENERAL_IF_DESCRIBED, m.text) && m.person && happening(m) && !m.resolved),
};

/** The first kind of emergency the message describes, in order of urgency, or null. */
export function detectEmergencyKind(normalised: string): EmergencyKind | null {
  return detectIn(readMessage(normalised));
}

/** Whether the message only asks about Kinwell's own tools ("what goes on the emergency sheet"). */
export function asksAboutKinwellTools(normalised: string): boolean {
  const message = readMessage(normalised);
  return message.tools && message.information && !message.now;
}

/** Whether the message tells of something weeks or more ago, and of nothing now. */
export function toldAsHistory(normalised: string): boolean {
  const message = readMessage(normalised);
  return message.distant && !message.now;
}

/** Whether the message only asks for information (and describes nothing happening now). */
export function asksForInformation(normalised: string): boolean {
  const message = readMessage(normalised);
  return (message.information || message.asked) && !message.now;
}

/** One or two words typed in panic: "fire", "stroke", "fall", "choking!!". */
const PANIC_WORDS: Readonly<Record<string, EmergencyKind>> = {
  fall: 'fall',
  fallen: 'fall',
  'a fall': 'fall',
  'fell down': 'fall',
  stroke: 'heart_or_stroke',
  'a stroke': 'heart_or_stroke',
  'heart attack': 'heart_or_stroke',
  'chest pain': 'heart_or_stroke',
  fire: 'fire_or_gas',
  smoke: 'fire_or_gas',
  gas: 'fire_or_gas',
  'gas leak': 'fire_or_gas',
  seizure: 'seizure',
  fit: 'seizure',
  'a fit': 'seizure',
  choking: 'choking',
  overdose: 'poisoning',
  poisoned: 'poisoning',
  poison: 'poisoning',
  bleeding: 'fall',
  unconscious: 'unresponsive',
  collapsed: 'unresponsive',
  'not breathing': 'unresponsive',
  missing: 'missing',
  lost: 'missing',
  'wandered off': 'missing',
};

function detectIn(message: Message): EmergencyKind | null {
  const words = message.text.replace(/\b(help|please|now|urgent|quick|hurry)\b/g, ' ').trim();
  const panic = PANIC_WORDS[words.replace(/\s+/g, ' ')];
  if (panic) return panic;
  // A question about Kinwell's own tools ("how do crisis alerts work") describes nothing.
  if (message.tools && message.information && !message.now) {
    return RULES.self_harm(message) ? 'self_harm' : null;
  }
  return EMERGENCY_KINDS.find((kind) => RULES[kind](message)) ?? null;
}

/** Words of harm, danger or the body: the catch-all's trigger for a message not understood. */
const HARM_OR_BODY =
  /\b(hurt\w*|injur\w*|pain\w*|ache|aching|bleed\w*|blood\w*|danger\w*|unsafe|harm\w*|wound\w*|bruis\w*|burn\w*|cut|cuts|swollen|swelling|broken|fracture\w*|sick|ill|unwell|vomit\w*|throwing up|fever\w*|head|chest|heart|lungs?|stomach|belly|tummy|throat|neck|arms?|legs?|hips?|knees?|face|eyes?|skin|foot|feet|body|breath\w*|pale|grey|gray|clammy|sweat\w*|dizzy|faint\w*|weak|numb|scared|afraid|terrified|attack\w*|police|emergency|ambulance|accident|poison\w*|collaps\w*|floor|fell|fall|blue|limp|shaking|trembling|unconscious|unresponsive|threw|throw\w*|smash\w*|chas\w*|hammer|knife|weapon|threat\w*|lost|missing|gone|freezing|hot|shiver\w*|sleepy|drowsy|wake|mumbl\w*|twitch\w*|staring|pills?|tablets?|meds|medicine|medication|overdose|swallow\w*|mouth|lips|smoulder\w*|smoke|fire|flames?|gas|smell\w*|stink\w*|sores|soaked|abus\w*|neglect\w*|lying|moaning|groaning|unwell|poorly|not right|wrong with|can not get out|stuck|trapped|cold)\b/;
/** Less bodily words that still describe a situation no answer was found for. */
const SITUATION_WORDS =
  /\b(kill\w*|die|dying|dead|rape\w*|assault\w*|rope|noose|air|sip|drink\w*|eat\w*|food|moved|moving|talk\w*|answer\w*|road|traffic|bottle|vitamins|went down|barricad\w*|money|pension|stares?|staring|shout\w*|scream\w*|yell\w*|door|gate|outside|cold|wet|soaking|pond|water|bath|wrong|worse|strange|weird|odd|not right)\b/;

/** Words that describe harm now, even in a question ("is it normal that her lips are blue"). */
const ACUTE =
  /\b(hurt|injured|bleeding|blood|danger|unconscious|unresponsive|breath\w*|blue|grey|gray|pale|collapsed|fell|fallen|fire|smoke|gas|knife|weapon)\b/;

/** Harm or danger plain enough to put the emergency line first even before a confident answer. */
const STRONG_HARM =
  /\b(hurt|hurts|hurting|injured|injury|bleed\w*|blood|unconscious|unresponsive|collapsed|fell|fallen|fall|floor|ground|pain|agony|burn\w*|fire|flames|smoke|gas|fumes|knife|weapon|gun|ambulance|emergency|danger\w*|attack\w*|hit|hitting|punch\w*|kick\w*|chok\w*|fit|fits|fitting|seizure|overdose|poison\w*|vomit\w*|throwing up|fever|burning up|blue|grey|gray|clammy|sweaty|breath\w*|gasp\w*|chest|stroke|numb|droop\w*|slurr\w*|suicid\w*|bruis\w*|scream\w*|threat\w*|scared|terrified|afraid|frightened|not (eating|drinking|waking|responding|moving)|can not (breathe|move|stand|get up|get out|wake|find)|(is|got|are|was) lost|moaning|groaning|unwell|poorly|stuck|trapped|will not (answer|talk|speak|move)|not answering|stares|staring|face looks|rape\w*|air)\b/;

/**
 * Whether a message describes something happening to someone (not a question for information,
 * not over) with plain words of harm or danger: the emergency line goes first whatever the
 * provider answered, because a wrong calm answer to such a message is the worst outcome.
 */
export function describesHarmNow(normalised: string, asked = false): boolean {
  const message = readMessage(normalised);
  if (message.information || message.asked || message.resolved || message.tools) return false;
  // Ends with a question mark and nothing says "now": a question, not a description.
  if ((asked || message.longAgo || LONG_HABIT.test(message.text)) && !message.now) return false;
  if (!(message.thirdPerson || /\b(i|me|we|us|myself)\b/.test(message.text))) return false;
  const text = withoutSafetyEquipment(message.text);
  return STRONG_HARM.test(text) || WIDE_SITUATION.test(text);
}

/** The wider net of situation words for a described message (recall first). */
const WIDE_SITUATION =
  /\b(limp|floppy|slumped|drool\w*|dribbl\w*|rouse|dazed|trembl\w*|convuls\w*|fits?|jerk\w*|twitch\w*|stiff|rigid|yellow|white|freezing|frozen|hypotherm\w*|boiling|retch\w*|cough\w*|gag\w*|violen\w*|hits|beat\w*|slap\w*|pinch\w*|shov\w*|push\w*|slipper|rope|storm|pitch black|dark|outside|out there|road|river|on (her|his|their) own|for days|point in|carrying on|enough of (life|everything|it all)|end it|noggin|mixed up|not where|where (she|he) should be|found (his|her|their) car)\b/;

/** Safety equipment is not harm: "how do I get a smoke alarm fitted". */
const withoutSafetyEquipment = (text: string): string =>
  text
    .replace(
      /\b(smoke|gas|fire|co|carbon monoxide|heat|boiler) (alarms?|detectors?|safety|engineer|man|men|bills?|supplier|company|check|blanket|extinguisher|door|service|servicing|brigade|department|station|fighters?|officers?|drill|escape|exit)|fire(fighters?|man|men)\b|service the (boiler|gas|fire)|(gas|electric|coal|open|wood|log) (fire|fires|fireplace|stove|burner)s?\b/g,
      '',
    )
    // "Should we worry about fire?": a risk talked about, not a situation.
    .replace(
      /\b(worry|worried|worrying|concerned|nervous|anxious|think|thinking) about (the )?(risk of |danger of |chance of )?(a |another )?(fire|fires|falls?|falling|gas|choking|wandering|strokes?|heart attacks?|seizures?|fits|infections?|burns?|scalds?|smoke)\b/g,
      '',
    );

/**
 * Whether a message describes someone in a situation now (not a question for information, not
 * over, not about Kinwell): an answer the knowledge judged to be about emergencies then escalates.
 */
export function describesSituation(normalised: string, asked = false): boolean {
  const message = readMessage(normalised);
  // An emergency guide already answered: a question that describes someone now still counts.
  if (message.information || message.resolved || message.tools) return false;
  if ((asked || message.longAgo || LONG_HABIT.test(message.text)) && !message.now) return false;
  if (!message.person) return false;
  if ((DRINKS_PLENTY.test(message.text) || PREFERENCE.test(message.text)) && !message.now) {
    return false;
  }
  const text = withoutSafetyEquipment(message.text);
  return message.now || STRONG_HARM.test(text) || (SITUATION_WORDS.test(text) && !HABIT.test(text));
}

/** Whether a message mentions harm, danger or the body (after typo fixes). */
export function mentionsHarmOrBody(normalised: string): boolean {
  const message = readMessage(normalised);
  if (message.resolved && !message.now) return false;
  if (message.tools && message.information && !message.now) return false;
  const text = withoutSafetyEquipment(message.text);
  if ((message.information || message.asked) && !message.now && !ACUTE.test(text)) return false;
  // "She is always cold", "he used to be violent years ago": a trait or the past, unless
  // something acute is said.
  if ((LONG_HABIT.test(text) || message.longAgo) && !message.now && !ACUTE.test(text)) return false;
  if (HARM_OR_BODY.test(text)) return true;
  // Weaker words count for someone else, in a situation rather than a habit or about the app.
  return (
    (SITUATION_WORDS.test(text) || WIDE_SITUATION.test(text)) &&
    message.thirdPerson &&
    !message.tools &&
    !HABIT.test(text)
  );
}
