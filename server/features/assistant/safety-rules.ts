import type {
  AssistantInput,
  AssistantReply,
  AssistantSettings,
  AssistantTurn,
} from '../../adapters/assistant-provider';
import {
  anyOf,
  detectEmergency,
  normaliseForRules,
  type EmergencyCategory,
  RELATIVE,
  SUBJECT,
} from '../../platform/safety/emergency-rules';
import {
  ALZ_HELPLINE,
  CRISIS_LIFELINE,
  ELDERCARE_LOCATOR,
  POISON_HELP,
} from '../../../shared/helplines';

/**
 * Rules that run before any provider answers (see with-safety-rules.ts). They are deliberately
 * plain regular expressions over normalised text: easy to read, easy to test, and the same for a
 * hosted model as for the built-in assistant. A rule may miss a strange phrasing; it must never
 * fire on an ordinary question about Kinwell's emergency features.
 */

export const ALZ_HELPLINE_NUMBER = ALZ_HELPLINE.number;
export const CRISIS_LIFELINE_NUMBER = CRISIS_LIFELINE.number;
export const POISON_HELP_NUMBER = POISON_HELP.number;
/** Finds the local Adult Protective Services office, respite and help at home. */
export const ELDERCARE_LOCATOR_NUMBER = ELDERCARE_LOCATOR.number;

/** The first words of every reply that escalates for safety when nothing more specific fits. */
export const emergencyLine = (settings: AssistantSettings): string =>
  `If anyone is hurt or in danger, call ${settings.emergencyNumber} now.`;

/**
 * One reply per kind of emergency: the safety step first (whom to call), then what to do now.
 * The guidance and its sources are in knowledge/emergency-guides.md.
 */
export function emergencyReply(
  category: EmergencyCategory,
  settings: AssistantSettings,
): AssistantReply {
  const call = settings.emergencyNumber;
  const tellFamily =
    'When it is safe, use the Emergency button at the top of the page to alert your family.';
  const texts: Record<EmergencyCategory, string> = {
    fall: `Please call ${call} now if they are hurt, hit their head, are bleeding, are in pain, seem confused or sleepy, or cannot get up. Do not try to lift them on your own. Keep them warm and still, and press a clean cloth on any bleeding. After a blow to the head, watch for sleepiness, vomiting or new confusion over the next day and call ${call} if you see them. Stay with them until help comes. ${tellFamily}`,
    unresponsive: `Call ${call} right now. Say the person is not breathing or not responding. The call taker will tell you what to do, including CPR if it is needed. Stay with the person and unlock the front door for the ambulance.`,
    breathing: `Call ${call} right now and say the person is having trouble breathing. Help them sit upright and loosen tight clothing. If they stop breathing, the call taker will tell you how to give CPR. Stay with them and unlock the front door for the ambulance.`,
    choking: `Call ${call} right now if they cannot speak, cough or breathe. If they can cough, encourage them to keep coughing. If they cannot, give up to 5 firm back blows between the shoulder blades, then up to 5 abdominal thrusts, and repeat; the call taker will guide you. Call ${call} even if the food comes out but they still struggle to breathe.`,
    seizure: `Call ${call} now if the seizure lasts more than 5 minutes, it is their first one, another follows, they are hurt or they do not wake up or breathe normally afterwards. Keep them safe: move hard objects away, put something soft under their head and, when the shaking stops, turn them onto their side. Do not hold them down or put anything in their mouth. Note the time it started.`,
    heart_or_stroke: `Call ${call} right now. Chest pain, a drooping face, a weak arm or slurred speech can be signs of a heart attack or a stroke, and every minute counts. Note the time the signs started. Do not give food, drink or medicine unless the call taker says so. Stay with the person.`,
    missing: `Call ${call} right now and say that a person living with dementia is missing. Roads, water and cold are the first dangers, so say where they might be heading. Have a recent photo and a description of their clothes ready. After that call, call the Alzheimer's Association 24/7 Helpline at ${ALZ_HELPLINE_NUMBER}. Ask someone to stay at home in case they come back, and check places they like to go. ${tellFamily}`,
    self_harm: `Please call or text ${CRISIS_LIFELINE_NUMBER}, the ${CRISIS_LIFELINE_NUMBER} Suicide & Crisis Lifeline, now. It is open day and night, it helps caregivers too, and you can call about someone else. If anyone is in immediate danger, call ${call}. If the person may hurt themselves, stay with them and move medicines and sharp objects away if it is safe. Thank you for telling me; you do not have to carry this alone.`,
    caregiver_risk: `Step away now to a safe place, another room or outside, once the person is safe for a few minutes. Then call or text the ${CRISIS_LIFELINE_NUMBER} Suicide & Crisis Lifeline, or the Alzheimer's Association 24/7 Helpline at ${ALZ_HELPLINE_NUMBER}; both are open day and night. If anyone is in danger, call ${call}. Feeling this way means you need support and a break, not that you are a bad person. Ask someone in the family to take over today.`,
    poisoning: `Call Poison Help at ${POISON_HELP_NUMBER} right away, day or night. If the person is unwell, very sleepy, unconscious, having a seizure or breathing strangely, call ${call} now instead. Have the bottle or package with you and say what was taken, how much and when. Do not try to make them vomit.`,
    fire_or_gas: `Get everyone out now and call ${call} from outside. Do not go back in. If you smell gas, do not switch lights or appliances on or off and do not use a flame or your phone inside; leave the door open behind you and call ${call} or the gas company from outside. ${tellFamily}`,
    neglect: `Thank you for saying this. When caring becomes too much, this can happen to anyone, and it means you need help now, not that you are a bad person. If the person has gone without food, water or their medicines for a day or more, or seems unwell, call ${call} now. Then call the Eldercare Locator at ${ELDERCARE_LOCATOR_NUMBER}: it gives you the local Adult Protective Services number and finds help such as respite, meals and care at home. The Alzheimer's Association 24/7 Helpline, ${ALZ_HELPLINE_NUMBER}, can help you plan the next days. If you feel you cannot go on, call or text ${CRISIS_LIFELINE_NUMBER} for yourself.`,
    danger: `If you or anyone is in danger, call ${call} right now, and say the person has dementia. Get yourself and others to a safe place first and keep your phone with you. Do not argue or try to hold them; give them space. Once everyone is safe, call the Alzheimer's Association 24/7 Helpline at ${ALZ_HELPLINE_NUMBER} for advice. ${tellFamily}`,
    delirium: `Sudden confusion, especially with a fever or an infection, can be delirium, and it needs a doctor today, or call ${call} now if they are very drowsy or hard to wake, have trouble breathing, chest pain, a seizure, a drooping face, or you cannot reach a doctor. Delirium is not the dementia getting worse; it often has a cause that can be treated, such as an infection, dehydration or a medicine. Write down when the change began and bring a list of all medicines.`,
    not_eating: `Call the doctor today if they have stopped eating or drinking. Call ${call} now if they are very drowsy, confused or hard to wake, have not passed urine all day, or cannot swallow. Offer small sips of water and soft foods often, and note what they had and when.`,
    abuse: `If anyone is in danger right now, call ${call}. To report abuse or neglect of an older adult, call Adult Protective Services; the Eldercare Locator, ${ELDERCARE_LOCATOR_NUMBER}, gives you the local number. If the person lives in a care home, you can also call the long-term care ombudsman. The Alzheimer's Association 24/7 Helpline, ${ALZ_HELPLINE_NUMBER}, can help you plan what to do next.`,
    general: `${emergencyLine(settings)} Stay with the person until help comes and follow what the call taker says. ${tellFamily}`,
  };
  return {
    response: texts[category],
    needsEscalation: true,
    topic: 'emergency',
    isEmergency: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Requests for a person, complaints and billing disputes
// ---------------------------------------------------------------------------------------------

export type HumanRequestReason = 'person' | 'complaint' | 'billing' | 'feedback';

const STAFF =
  '(?:human|humans|person|someone|somebody|specialist|care specialist|agent|representative|rep|staff|team|manager|supervisor|advisor|adviser|consultant|operator|support|customer service|customer support)';

const HUMAN_PATTERNS: Record<HumanRequestReason, readonly RegExp[]> = {
  billing: [
    /\b(refund|refunds|refunded|chargeback|reimburse\w*|money back)\b/,
    /\b(charged|billed|charging|billing) (me )?(twice|double|two times|2 times|again|wrong|incorrectly|too much)\b/,
    /\b(double|over|wrongly|incorrectly) ?(charged|billed)\b/,
    /\b(i was|i got|ive been|i have been|we were|weve been|you|they|kinwell) (charged|billed)\b/,
    /\b(was i|were we|am i being|are we being|have i been|why am i) (charged|billed)\b/,
    /\b(charge|charges|payment|payments) (on|to|from) (my|our) (card|account|statement|bank)\b/,
    /\bcharged me\b/,
    /\b(took|taken|taking|take|withdrew|withdrawn|deducted|debited|charging) (\w+ )?(money|payment|payments|a payment|funds)\b/,
    /\b(still|again) (charged|billed|charging|billing|taking money|took money)\b/,
    /\b(take|took|taken|charge|charged|bill|billed|debit|debited)( \w+){0,3} (twice|two times|2 times|double|again)\b/,
    /\b(wrong|unknown|unauthori[sz]ed|unexpected|strange|duplicate|extra) (charge|charges|payment|payments|bill)\b/,
    /\bbilling (issue|issues|problem|problems|error|errors|mistake|dispute|question|complaint)\b/,
    /\bdispute\b/,
  ],
  complaint: [
    /\b(complaint|complaints|complain|complaining)\b/,
    /\b(not happy|unhappy|disappointed|dissatisfied|fed up|frustrated|angry) with (the |your |this |kinwell|you)/,
    /\b(terrible|awful|horrible|worst|useless|rubbish|poor|bad|unacceptable) (service|app|support|experience|company|product|customer service)\b/,
    /\b(service|app|support|kinwell|product|company) (is|was|has been) (terrible|awful|horrible|useless|rubbish|a joke|a scam|garbage|unacceptable)\b/,
  ],
  feedback: [
    /\b(feature request|suggestion|suggest a feature|missing a feature|missing feature|request a feature)\b/,
    /\b(would be (nice|great|good|helpful) if|wish (it|kinwell|the app|you) (could|would|had)|please add|could you add|can you add a feature)\b/,
  ],
  person: [
    new RegExp(
      `\\b(?:talk|speak|chat|speaking|talking|connect|connected|put) (?:me )?(?:to|with|through to) (?:a |an |some |the |your |real |actual |live |one of your )*${STAFF}\\b`,
    ),
    /\b(real|actual|live) (human|person|agent|people)\b/,
    /\b(want|need|get|get me|give me|find me|prefer|is there|bring me) (a |an |to )?(human|agent|representative|rep|real person)\b/,
    /\b(i|we) (want|need|would like|d like) (a |an )?(real )?(person|human|someone|somebody) (to|who)\b/,
    /\bare you (a )?(human|real|a real person|a person)\b/,
    /(?<!will (?:it|kinwell|the app|the system) )\b(call|phone|ring|contact|email|reach|text) me( back)?\b/,
    /\b(personal )?consultation\b/,
    /\bconnect me\b/,
  ],
};

const HUMAN_ORDER: readonly HumanRequestReason[] = ['billing', 'complaint', 'feedback', 'person'];

export function detectHumanRequest(message: string): HumanRequestReason | null {
  const text = normaliseForRules(message);
  return HUMAN_ORDER.find((reason) => anyOf(HUMAN_PATTERNS[reason], text)) ?? null;
}

export function humanReply(
  reason: HumanRequestReason,
  settings: AssistantSettings,
): AssistantReply {
  const texts: Record<HumanRequestReason, string> = {
    person: `Of course. I'll connect you with our team. A care specialist will reply within 24 hours, by phone or email. You can also write to ${settings.supportEmail}.`,
    complaint: `I'm sorry we let you down. I'll connect you with our team so a person can look into this and put it right. A care specialist will reply within 24 hours. You can also write to ${settings.supportEmail}.`,
    feedback: `Thank you for the idea. I'll connect you with our team so the people who build Kinwell hear it. A care specialist will reply within 24 hours. You can also write to ${settings.supportEmail}.`,
    billing: `I'm sorry about the trouble with your bill. I can't see or change payments, so I'll connect you with our team. A person will check your account and reply within 24 hours. You can also write to ${settings.supportEmail}.`,
  };
  return { response: texts[reason], needsEscalation: true, topic: 'human' };
}

// ---------------------------------------------------------------------------------------------
// Dosing and diagnosis: never advise
// ---------------------------------------------------------------------------------------------

export type MedicalQuestionKind = 'dosing' | 'diagnosis';

const MEDICINE_CONTEXT =
  /\b(dose|doses|dosage|dosing|mg|milligrams?|mcg|ml|pill|pills|tablet|tablets|capsules?|medication|medications|medicine|medicines|meds|drug|drugs|prescription|patch|syrup|drops|tylenol|ibuprofen|aspirin|advil|paracetamol|acetaminophen|melatonin|donepezil|aricept|memantine|namenda|galantamine|razadyne|rivastigmine|exelon|lecanemab|leqembi|donanemab|kisunla|quetiapine|seroquel|risperidone|risperdal|haloperidol|lorazepam|ativan|trazodone|sertraline|zoloft|citalopram|antipsychotics?|antidepressants?|sedatives?|sleeping pills?|benadryl|insulin|warfarin|statins?|vitamins?|b12|supplements?|patches|lorazepam|diazepam|benzodiazepines?|extra|another one)\b/;

const DOSING_PATTERNS: readonly RegExp[] = [
  /\bhow (many|much) (mg|milligrams|mcg|ml|pills|tablets|capsules|doses|drops|units)\b/,
  new RegExp(
    `\\bhow (?:much|many) (?:\\w+ ){0,3}(?:should|can|could|do|may|does) (?:i|we|she|he|they|(?:my |our )?${RELATIVE}) (?:give|take|have)\\b`,
  ),
  /\bdouble (up )?(on )?(the |her |his |their |a |my )?(dose|dosage|pill|pills|tablet|tablets|meds|medication)\b/,
  /\b(what|right|correct|max|maximum|safe|usual|normal|starting|lethal) (dose|dosage)\b/,
  /\bdosage\b/,
  /\b\d+(\.\d+)? ?(mg|milligrams?|mcg)\b/,
  /\b(up|increase|raise|lower|reduce|change) the (dose|dosage)\b/,
];

/** Questions about a medicine that only a pharmacist or doctor can answer, with a medicine named. */
const MEDICINE_QUESTION: readonly RegExp[] = [
  /\bhow much (\w+ ){0,3}(is|would be) (safe|too much|ok|okay)\b/,
  /\b(interaction|interactions|interact|interfere)\b/,
  /\bis (\w+ ){1,2}(ok|okay|safe|good|bad|dangerous|right) (for|with|to take|to give)\b/,
  /\bcan (\w+ ){1,2}(make|cause) (\w+ ){0,2}(worse|confused|confusion|dementia|falls|agitation|sleepy|drowsy)\b/,
  /\b(should|can|could) (i|we) (start|put) (her|him|them) on\b/,
  // "Can he have ibuprofen with his warfarin": taking one medicine with another.
  new RegExp(
    `\\b(?:can|could|may|should) (?:he|she|they|(?:my |our )?${RELATIVE}) (?:have|take) (?:\\w+ ){1,3}(?:with|alongside|on top of|while on|and) (?:his|her|their|the|my)\\b`,
  ),
];

/** "Can I give her…", "should we stop…": a question about changing what is taken. */
const DOSING_VERB = new RegExp(
  '\\b(?:should|can|could|may|shall|is it (?:ok|okay|safe|fine|alright|bad|dangerous) to|safe to|ok to|okay to|is it too late to) (?:i |we |she |he |they |you |my \\w+ )?' +
    '(?:give(?! (?:\\w+ ){0,2}(?:access|permission|permissions|a role|the role|an? invit\\w*|rights|a call|a ring))' +
    '|take(?! (?:a |some |more )?(?:photo|photos|picture|pictures|pic|pics|break|look|tour|the tour|part|note|notes))' +
    '|stop(?! (?:the |all |getting )?(?:reminders?|alerts?|notifications?|emails?|subscription|trial|tour|texts?))' +
    '|skip(?! (?:the )?(?:tour|onboarding|step))' +
    '|increase|decrease|lower|raise|reduce|up|double|split|crush|cut|mix|combine|halve)\\b',
);

/** "She missed her morning pills, should I…" */
const MISSED_DOSE_QUESTION =
  /\b(missed|forgot|forgotten|skipped|didnt take|did not take) (\w+ ){0,2}(dose|doses|pill|pills|tablet|tablets|meds|medication|medicine)\b.*\b(should|can|do|could) (i|we|she|he)\b/;

const DIAGNOSIS_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:does|do|could|might|can|may) ${SUBJECT} (?:have|has|be getting|be developing|be showing signs of|be in the early stages of) (?:early |early onset |young onset |mild )?(?:dementia|alzheimers|alzheimer|lewy|vascular dementia|frontotemporal|ftd|lbd|mixed dementia|memory loss)\\b`,
  ),
  /\b(is|could|might|can|would) (this|it|that|these|those) (be )?(early )?(dementia|alzheimers|alzheimer|lewy body|a sign of (dementia|alzheimers)|signs of (dementia|alzheimers)|the start of (dementia|alzheimers)|normal aging|just old age)\b/,
  /\b(am i|are we|is she|is he) (getting|developing|showing signs of|in the early stages of) (dementia|alzheimers)\b/,
  new RegExp(
    `\\b(?:mean|means|think|whether|if|wondering|worried) (?:that )?${SUBJECT} (?:has|have|has got|is getting|is developing|might have|could have|may have|got) (?:early |early onset )?(?:dementia|alzheimers|alzheimer|lewy|vascular dementia|frontotemporal)\\b`,
  ),
  /\b(can|could) you (diagnose|tell (me )?(if|whether))\b/,
  /\bdiagnose (her|him|me|them|my)\b/,
  new RegExp(`\\bwhat (?:stage|type of dementia|kind of dementia) (?:is|does|has) ${SUBJECT}\\b`),
];

export function detectMedicalQuestion(message: string): MedicalQuestionKind | null {
  const text = normaliseForRules(message);
  if (anyOf(DOSING_PATTERNS, text)) return 'dosing';
  if (DOSING_VERB.test(text) && MEDICINE_CONTEXT.test(text)) return 'dosing';
  if (MISSED_DOSE_QUESTION.test(text)) return 'dosing';
  if (anyOf(MEDICINE_QUESTION, text) && MEDICINE_CONTEXT.test(text)) return 'dosing';
  if (anyOf(DIAGNOSIS_PATTERNS, text)) return 'diagnosis';
  return null;
}

export function medicalReply(
  kind: MedicalQuestionKind,
  settings: AssistantSettings,
): AssistantReply {
  const texts: Record<MedicalQuestionKind, string> = {
    dosing: `I can't give advice about doses or medicines. A pharmacist or the doctor must answer this, because the safe amount depends on the person's health, weight, kidneys and the other medicines they take. When you call, have ready the medicine name and strength from the label, the time of the last dose, a list of all medicines and supplements, and what you have noticed. If too much was already taken or the person seems unwell, call Poison Help at ${POISON_HELP_NUMBER} or ${settings.emergencyNumber}. You can read about medication reminders at /features.`,
    diagnosis: `I can't tell whether someone has dementia, and no app can. Only a doctor can diagnose it after an exam and tests. The National Institute on Aging says memory problems can also come from things that can be treated, like medicine side effects, thyroid problems, low vitamin B12, infections or depression. Bring to the visit a list of the changes you noticed and when they began, some examples from daily life, and a list of all medicines. You can read about the early signs at /resources.`,
  };
  return { response: texts[kind], needsEscalation: false, topic: 'medical' };
}

// ---------------------------------------------------------------------------------------------
// All rules, in order
// ---------------------------------------------------------------------------------------------

/** "What now?", "still not back", "please hurry": a short message that continues an emergency. */
const EMERGENCY_FOLLOW_UP =
  /\b(what (now|next|do i do|should i do|do we do)|still|hurry|please help|help me|not answering|nothing|no answer|scared|panicking|now what)\b/;

function lastUserMessage(history: readonly AssistantTurn[], current: string): string | undefined {
  const users = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  if (users.length > 0 && users[users.length - 1]?.trim() === current.trim()) users.pop();
  return users[users.length - 1];
}

/**
 * The reply the rules impose, or null when the provider may answer. Order: emergencies, then
 * requests for a person, then dosing and diagnosis questions.
 */
export function applySafetyRules(
  input: AssistantInput,
  settings: AssistantSettings,
): AssistantReply | null {
  const emergency = detectEmergency(input.message);
  if (emergency) return emergencyReply(emergency, settings);

  const previous = lastUserMessage(input.history, input.message);
  const text = normaliseForRules(input.message);
  if (previous !== undefined && text.split(' ').length <= 12 && EMERGENCY_FOLLOW_UP.test(text)) {
    const earlier = detectEmergency(previous);
    if (earlier) return emergencyReply(earlier, settings);
  }

  const human = detectHumanRequest(input.message);
  if (human) return humanReply(human, settings);

  const medical = detectMedicalQuestion(input.message);
  if (medical) return medicalReply(medical, settings);

  return null;
}
