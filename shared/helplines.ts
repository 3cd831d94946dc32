/**
 * Free, trusted US helplines for families living with dementia, the one place their numbers are
 * written: the wellness pages list them, the assistant and the community's crisis panel name them.
 * Numbers checked against each organization's own site.
 */
export interface Helpline {
  name: string;
  number: string;
  /** What to say about when it is open; omitted where we are not sure. */
  hours?: string;
  helpsWith: string;
  website: { href: string; label: string };
  /** "Call or text" lines. */
  canText?: boolean;
}

export const ALZ_HELPLINE: Helpline = {
  name: "Alzheimer's Association 24/7 Helpline",
  number: '1-800-272-3900',
  hours: 'Open 24 hours a day, every day of the year.',
  helpsWith:
    'Talk with a trained care consultant about memory loss, changes in behavior, care decisions, and finding help near you. Free.',
  website: { href: 'https://www.alz.org/', label: 'alz.org' },
};

export const ADEAR_CENTER: Helpline = {
  name: "NIA Alzheimer's and related Dementias Education and Referral (ADEAR) Center",
  number: '1-800-438-4380',
  helpsWith:
    'Free information from the National Institute on Aging about diagnosis, treatment, caregiving, and clinical trials.',
  website: { href: 'https://www.nia.nih.gov/health/alzheimers-and-dementia', label: 'nia.nih.gov' },
};

export const ELDERCARE_LOCATOR: Helpline = {
  name: 'Eldercare Locator',
  number: '1-800-677-1116',
  helpsWith:
    'Finds local services for older adults and caregivers: meals, rides, in-home help, respite care, and your Area Agency on Aging.',
  website: { href: 'https://eldercare.acl.gov/', label: 'eldercare.acl.gov' },
};

export const CRISIS_LIFELINE: Helpline = {
  name: '988 Suicide & Crisis Lifeline',
  number: '988',
  hours: 'Call or text any time, day or night.',
  helpsWith:
    'For anyone in emotional distress or thinking about suicide, including worn-out caregivers. You can also call for someone you are worried about.',
  website: { href: 'https://988lifeline.org/', label: '988lifeline.org' },
  canText: true,
};

/** Not a dementia helpline, so not listed with them: the assistant names it for a poisoning. */
export const POISON_HELP: Helpline = {
  name: 'Poison Help',
  number: '1-800-222-1222',
  hours: 'Open 24 hours a day, every day of the year.',
  helpsWith: 'Free, expert advice when someone may have swallowed or touched something harmful.',
  website: { href: 'https://www.poisonhelp.hrsa.gov/', label: 'poisonhelp.hrsa.gov' },
};

export const HELPLINES: readonly Helpline[] = [
  ALZ_HELPLINE,
  ADEAR_CENTER,
  ELDERCARE_LOCATOR,
  CRISIS_LIFELINE,
];
