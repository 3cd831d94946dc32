import { type CallNumber, standaloneNumber } from '../../../shared/assistant';
import {
  ADEAR_CENTER,
  ALZ_HELPLINE,
  CRISIS_LIFELINE,
  ELDERCARE_LOCATOR,
  POISON_HELP,
} from '../../../shared/helplines';

/**
 * The numbers an answer may name that the widget turns into tap-to-call links, with the names
 * a screen reader reads. Only these: a number a language model made up never becomes a link
 * (decision 072). The Eldercare Locator and ADEAR come from the knowledge files.
 */
const HELPLINES: readonly CallNumber[] = [
  { number: CRISIS_LIFELINE.number, label: `Call ${CRISIS_LIFELINE.number}` },
  { number: POISON_HELP.number, label: `Call Poison Help ${POISON_HELP.number}` },
  {
    number: ALZ_HELPLINE.number,
    label: `Call the Alzheimer's Association Helpline ${ALZ_HELPLINE.number}`,
  },
  {
    number: ELDERCARE_LOCATOR.number,
    label: `Call the Eldercare Locator ${ELDERCARE_LOCATOR.number}`,
  },
  { number: ADEAR_CENTER.number, label: `Call the ADEAR Center ${ADEAR_CENTER.number}` },
];

/** The callable numbers `response` names, the emergency number among them, by first mention. */
export function callNumbersIn(response: string, emergencyNumber: string): CallNumber[] {
  const known = [
    { number: emergencyNumber, label: `Call ${emergencyNumber}` },
    ...HELPLINES.filter((helpline) => helpline.number !== emergencyNumber),
  ];
  return known
    .map((call) => ({ call, index: response.search(standaloneNumber(call.number)) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)
    .map(({ call }) => call);
}
