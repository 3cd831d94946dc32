import { porterStem } from './porter-stemmer';

/**
 * Lower case, no accents, one kind of apostrophe dropped inside words ("can't" → "cant",
 * "Alzheimer's" → "alzheimers"), single spaces. Shared by the safety rules and the search.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Two-word verbs that mean something else word by word: "sign up" is not about warning signs.
 * Joined into one token before splitting.
 */
const PHRASES: readonly [RegExp, string][] = [
  [/\b(?:sign|signing|signed) ?up\b/g, 'signup'],
  [/\b(?:sign|signing|signed|log|logging|logged) ?(?:in|on)(?:to)?\b/g, 'signin'],
  [/\b(?:sign|signing|signed|log|logging|logged) ?(?:out|off)\b/g, 'signout'],
  [/\bset ?up\b/g, 'setup'],
  [/\bliving wills?\b/g, 'livingwill'],
  [/\bday ?off\b/g, 'break'],
  [/\btime ?off\b/g, 'break'],
];

/** Splits normalised text into words of letters and digits. */
export function tokenize(text: string): string[] {
  let normalised = normaliseText(text);
  for (const [pattern, token] of PHRASES) normalised = normalised.replace(pattern, token);
  return normalised.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
}

/**
 * Words that carry no meaning for finding a passage: articles, pronouns, question words, chat
 * filler, and the people a caregiver names in almost every question ("my mom"). "much" and "cost"
 * stay, because "how much" is how people ask about price.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being ' +
    'below between both but by can cant could couldnt did didnt do does doesnt doing dont down ' +
    'during each few for from further get gets getting got had hadnt has hasnt have havent ' +
    'having he hed hell her here hers herself hes him himself his how hows i id ill im ive if ' +
    'in into is isnt it its itself just lets like me might mine more most must mustnt my myself ' +
    'no nor not now of off on once one only or other ought our ours ourselves out over own ' +
    'please pls plz really same shall she shed shell shes should shouldnt so some such sure ' +
    'tell than thank thanks that thats the their theirs them themselves then there theres these ' +
    'they theyd theyll theyre theyve thing things this those through to too u under until up ' +
    'us very want wants was wasnt way we wed well were werent weve what whats when whens where ' +
    'wheres which while who whom whos why whys will with wont would wouldnt you youd youll your ' +
    'youre yours yourself yourselves know need needs app hi hello hey ok okay ' +
    'yes yeah yep hmm um uh anymore mom dad mum mother father husband wife loved person ' +
    'someone lot lots kind bit maybe anything something everything ever even still ' +
    'work works use using used go going give show tell let say said wondering'
  ).split(' '),
);

/** British spellings and short forms people type, mapped to the words the knowledge uses. */
const WORD_VARIANTS: Readonly<Record<string, string>> = {
  centre: 'center',
  centres: 'centers',
  colour: 'color',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  organise: 'organize',
  organising: 'organizing',
  recognise: 'recognize',
  realise: 'realize',
  programme: 'program',
  favourite: 'favorite',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  licence: 'license',
  cancelled: 'canceled',
  cancelling: 'canceling',
  meds: 'medications',
  med: 'medication',
  medicine: 'medication',
  medicines: 'medications',
  appt: 'appointment',
  appts: 'appointments',
  pw: 'password',
  pwd: 'password',
  passwd: 'password',
  login: 'signin',
  logon: 'signin',
  lbd: 'lewy',
  ftd: 'frontotemporal',
  alz: 'alzheimers',
  dr: 'doctor',
  docs: 'doctors',
  info: 'information',
  sub: 'subscription',
  subscriptions: 'subscription',
  bday: 'birthday',
  pic: 'photo',
  pics: 'photos',
  picture: 'photo',
  pictures: 'photos',
  grandma: 'grandmother',
  grandpa: 'grandfather',
  wifi: 'internet',
  house: 'home',
  safer: 'safe',
  safest: 'safe',
  safely: 'safe',
  safety: 'safe',
  unsafe: 'unsafe',
};

/**
 * Relatives: each word also stands for its group and for "family", so "my siblings" finds
 * "brothers, sisters and other family members".
 */
const RELATIVE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  sibl: ['sibling', 'siblings', 'brother', 'brothers', 'sister', 'sisters'],
  child: [
    'child',
    'children',
    'kid',
    'kids',
    'son',
    'sons',
    'daughter',
    'daughters',
    'grandchild',
    'grandchildren',
    'grandkids',
  ],
  relat: ['relative', 'relatives', 'cousin', 'cousins', 'niece', 'nieces', 'nephew', 'nephews'],
};
const RELATIVE_GROUP_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(RELATIVE_GROUPS).flatMap(([group, words]) => words.map((w) => [w, group])),
);

/** A word ready to stem: null for stop words, otherwise the spelling the knowledge uses. */
export function normaliseWord(term: string): string | null {
  const word = normaliseText(term);
  if (word.length === 0 || STOP_WORDS.has(word)) return null;
  const variant = WORD_VARIANTS[word] ?? word;
  if (!/^\d+$/.test(variant) && variant.length < 2) return null;
  return variant;
}

/** The index terms for one normalised word: its stem, plus its group and "famili" for a relative. */
export function stemWord(word: string): string[] {
  if (/^\d+$/.test(word)) return [word];
  const stem = porterStem(word);
  const group = RELATIVE_GROUP_OF.get(word);
  return group === undefined ? [stem] : [...new Set([stem, group, 'famili'])];
}

/** MiniSearch's processTerm for indexing: stop words out, spelling variants mapped, stemmed. */
export function processTerm(term: string): string[] | null {
  const word = normaliseWord(term);
  return word === null ? null : stemWord(word);
}

/**
 * The distinct search terms of a text, in order. `correct` may fix a word's spelling before it
 * is stemmed (the assistant corrects against its own vocabulary).
 */
export function searchTerms(text: string, correct: (word: string) => string = (w) => w): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    const word = normaliseWord(token);
    if (word === null) continue;
    for (const term of stemWord(correct(word))) if (!terms.includes(term)) terms.push(term);
  }
  return terms;
}
