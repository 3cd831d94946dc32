import type { AssistantInput } from '../../adapters/assistant-provider';
import { normaliseForRules } from '../../platform/safety/emergency-rules';

/**
 * An answer that tells a family what illness someone has, or has not: "your mother has vascular
 * dementia", "this sounds like early Alzheimer's", "he doesn't have dementia, it's just old age".
 * Only a doctor can say that, so `withSafetyRules` replaces such an answer, whichever provider
 * gave it (decision 031). Two things are not claims: naming an emergency with the emergency
 * number ("this sounds like a stroke, call 911 now"), and repeating a diagnosis the person asking
 * stated or their circle records ("since your mum has Alzheimer's, …").
 *
 * Plain regular expressions over normalised text (lower case, apostrophes dropped), like the
 * rules that run before a provider.
 */

const RELATIVE =
  '(?:mom|mum|mother|mam|dad|father|husband|wife|partner|grandma|grandpa|grandmother|grandfather|gran|granny|nan|nana|grandad|granddad|aunt|auntie|uncle|brother|sister|son|daughter|parent|loved one|friend|spouse|relative|person you care for|person youre caring for)';
const SUBJECT = `(?:(?:your|her|his|their|the) ${RELATIVE}|she|he|you|shes|hes|youve|theyve)`;

/** What a diagnosis names; the key word is what the asker must have said for an echo. */
const CONDITIONS: readonly { pattern: string; key: string }[] = [
  { pattern: 'alzheimers(?: disease)?|alzheimer s(?: disease)?|alzheimer', key: 'alzheimer' },
  { pattern: 'lewy bod(?:y|ies)(?: dementia| disease)?|lbd', key: 'lewy' },
  { pattern: 'vascular dementia', key: 'vascular' },
  { pattern: 'frontotemporal(?: dementia)?|ftd|picks disease', key: 'frontotemporal' },
  { pattern: 'mixed dementia', key: 'mixed' },
  { pattern: 'mild cognitive impairment|mci', key: 'cognitive' },
  { pattern: 'parkinsons(?: disease)?', key: 'parkinson' },
  { pattern: 'huntingtons(?: disease)?', key: 'huntington' },
  { pattern: 'dementia', key: 'dementia' },
  { pattern: 'an? (?:mini |small )?stroke|an? tia', key: 'stroke' },
  { pattern: 'delirium', key: 'delirium' },
  { pattern: 'an? (?:uti|urinary tract infection|infection)', key: 'infection' },
  { pattern: 'depression', key: 'depression' },
  { pattern: 'an? brain tumou?r', key: 'tumor' },
];

const STAGE =
  '(?:(?:very )?(?:early|earlyonset|early onset|young onset|late onset|mild|moderate|severe|advanced|middle|late|final|end)(?: stage| stages)? )?';
const CONDITION = `${STAGE}(?:${CONDITIONS.map((c) => c.pattern).join('|')})`;
const CERTAINTY =
  '(?:(?:probably|likely|most likely|almost certainly|clearly|definitely|certainly|already|now) )?';

const HAS_CONDITION = (subject: string): RegExp =>
  new RegExp(
    `\\b${subject} ${CERTAINTY}(?:has|have|has got|got|is suffering from|suffers from|is showing (?:the )?signs of|shows (?:the )?signs of|is in the (?:\\w+ )?stages? of|is developing|has developed|seems to have|appears to have|must have|is having|has had|is living with|lives with|does not have|doesnt have|has no|is not getting|isnt getting) (${CONDITION})\\b`,
  );

const CLAIMS: readonly RegExp[] = [
  // "your mother has vascular dementia", "she is in the early stages of Alzheimers"
  HAS_CONDITION(SUBJECT),
  // "this sounds like early Alzheimers", "her symptoms point to Lewy body dementia"
  new RegExp(
    `\\b(?:this|that|it|its|these|those|what you describe|what youre describing|what you are describing|the signs|the symptoms|her symptoms|his symptoms|their symptoms|these symptoms|the changes) ${CERTAINTY}(?:is|are|sounds like|sound like|looks like|look like|seems like|seem like|is likely|are likely|is probably|are probably|is consistent with|are consistent with|points to|point to|suggests|suggest|indicates|indicate|means|mean|is caused by|are caused by) (${CONDITION})\\b`,
  ),
  // "she has dementia" said the other way round: "this is not dementia, just normal aging"
  /\b(?:this|that|it|its|these|those|what you describe|her forgetfulness|his forgetfulness) (?:is|are|sounds like|sound like|looks like|look like) (?:(?:probably|likely|most likely|almost certainly|clearly|just|only|simply) )*(?:normal aging|normal ageing|old age|normal for (?:her|his|their) age)\b/,
];

/** Capitalised words, normalised: the names a text may use ("Margaret", "Dad"). */
function namesIn(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\b[A-Z][a-z'’]+\b/g)) {
      const name = normaliseForRules(match[0]);
      if (/^[a-z]{2,}$/.test(name)) names.add(name);
    }
  }
  return [...names].slice(0, 50);
}

/** "she has Alzheimers", "diagnosed with vascular dementia", "Diagnosis: Lewy body dementia". */
const statesCondition = (text: string, key: string): boolean =>
  new RegExp(
    `\\b(?:has|have|had|with|diagnosed|diagnosis|living with|lives with)\\b(?: [a-z]+){0,3} ${key}`,
  ).test(text);

/**
 * True when the answer claims to know what someone has, beyond what the asker or the circle
 * already said, and is not sending them to the emergency number.
 */
export function claimsDiagnosis(
  response: string,
  input: Pick<AssistantInput, 'message' | 'history' | 'facts'>,
  emergencyNumber: string,
): boolean {
  const text = normaliseForRules(response);
  // "Margaret has vascular dementia": a name the asker or the circle used.
  const names = namesIn([input.message, ...(input.facts ?? [])]);
  const patterns = names.length > 0 ? [...CLAIMS, HAS_CONDITION(`(?:${names.join('|')})`)] : CLAIMS;
  const claims = patterns
    .map((pattern) => pattern.exec(text))
    .filter((match): match is RegExpExecArray => match !== null);
  if (claims.length === 0) return false;
  // "This sounds like a stroke. Call 911 now.": an emergency is named, not diagnosed.
  if (response.includes(emergencyNumber)) return false;
  const said = [
    input.message,
    ...input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    ...(input.facts ?? []),
  ].map(normaliseForRules);
  return claims.some((claim) => {
    const condition = claim[1];
    // "normal aging": ruling out an illness is never an echo.
    if (condition === undefined) return true;
    const key = CONDITIONS.find((c) => new RegExp(`\\b(?:${c.pattern})\\b`).test(condition))?.key;
    return key === undefined || !said.some((line) => statesCondition(line, key));
  });
}
