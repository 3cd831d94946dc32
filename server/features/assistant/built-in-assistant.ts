import MiniSearch, { type SearchResult } from 'minisearch';
import { CAREGIVER_VOCABULARY } from '../../../shared/guide-search';
import type {
  AssistantInput,
  AssistantProvider,
  AssistantReply,
  AssistantSettings,
  AssistantTopic,
  AssistantTurn,
} from '../../adapters/assistant-provider';
import { DEFAULT_CONTENT_DIR, loadGuidePassages } from './guide-passages';
import {
  EMERGENCY_CLASS,
  KINWELL_CLASS,
  KINWELL_TOPICS,
  type GuidePageClassifier,
  guideExamples,
  loadPageExamples,
  type PageExample,
  trainGuidePageClassifier,
} from './guide-pages';
import { DEFAULT_KNOWLEDGE_DIR, loadKnowledge, type KnowledgeSection } from './knowledge-base';
import { detectSmallTalk, smallTalkReply } from './small-talk';
import { createSpellingCorrector } from '../../platform/safety/spelling';
import {
  normaliseText,
  normaliseWord,
  processTerm,
  searchTerms,
  stemWord,
  tokenize,
} from '../../platform/safety/text-normaliser';

/**
 * The offline assistant: BM25 search (MiniSearch) over the Markdown knowledge base, answering
 * with a few sentences of the best passage and the page that says more. It never calls out to
 * any service. Safety rules are not here: wrap it with `withSafetyRules`.
 */

export interface BuiltInAssistantOptions extends AssistantSettings {
  /** Folder of knowledge *.md files; defaults to ./knowledge beside this file. */
  knowledgeDir?: string;
  /**
   * Folder of the site's content (content/), whose articles are answered from as well; defaults
   * to the project's. `null` answers from the knowledge files alone.
   */
  contentDir?: string | null;
  /**
   * Caregivers' questions labelled with the guide that answers them, which teach the assistant
   * which guide a question is about (guide-pages.ts); defaults to the everyday development sets.
   */
  pageExamples?: readonly PageExample[];
}

/** A passage of the knowledge, as handed to a language model to answer from (decision 031). */
export interface KnowledgePassage {
  /** "pricing.md#free-trial" */
  id: string;
  topic: AssistantTopic;
  title: string;
  heading: string;
  text: string;
  /** The page that says more, such as "/pricing". */
  link: string;
}

export interface BuiltInAssistant extends AssistantProvider {
  /**
   * The passages that best match the message (and, for a follow-up, the earlier messages), best
   * first; none for small talk or a message that matches nothing. The same search as `reply`.
   */
  passages(input: AssistantInput, limit: number): KnowledgePassage[];
}

/** Passages ranked below this share of the best one are not worth a model's reading. */
const PASSAGE_RANK_SHARE = 0.3;

/** A passage must score at least this for the current message alone to be answered from. */
export const MIN_ANSWER_SCORE = 6;
/**
 * …and match at least this share of the message's search terms, each term weighted by how rare
 * it is in the knowledge (a word the guides never use weighs most). So "how do I change my email
 * address" is not answered from "Changes in behavior" on the strength of "change" alone.
 */
export const MIN_TERM_COVERAGE = 0.25;
/**
 * For a follow-up, passages the earlier messages were about (history score at least this share
 * of the best) come first, if they also match the new message: "what are the symptoms?" after a
 * question on Lewy body dementia answers from the Lewy body passage. When none of them matches
 * ("how much is it?" after a question on features), the whole knowledge base competes.
 */
const IN_CONTEXT_HISTORY = 0.5;
/** …and match at least this share of what the best-matching passage matches of the message. */
const IN_CONTEXT_COVERAGE = 0.9;
/** Among passages, the earlier messages multiply the score by up to 1 + this. */
const HISTORY_BOOST = 0.5;
/** The product's name is in many passages and decides little: "does Kinwell work offline?". */
const PRODUCT_TERM = 'kinwel';
const PRODUCT_TERM_WEIGHT = 0.3;
/**
 * How much more of the message (weighted coverage) a guide's passage must match to answer in
 * place of a confident knowledge passage.
 */
const GUIDE_COVERAGE_MARGIN = 0.2;

/**
 * How sure the guide classifier must be that a question is a guide's before that guide answers
 * it, ahead of the passage search (guide-pages.ts). Chosen on the everyday development sets, each
 * left out of the classifier's training in turn (docs/decisions/087).
 */
const PAGE_CONFIDENCE = 0.3;
/** From this probability a question is an emergency's or Kinwell's, and no guide answers it. */
const NOT_A_GUIDE = 0.5;

const SEARCH_OPTIONS = {
  boostTerm: (term: string) => (term === PRODUCT_TERM ? PRODUCT_TERM_WEIGHT : 1),
  boost: { heading: 2.5, keywords: 2, title: 0.5, body: 1 },
  fuzzy: (term: string): number | false => (term.length >= 5 ? 0.2 : false),
  prefix: (term: string) => term.length >= 4,
  weights: { fuzzy: 0.4, prefix: 0.5 },
  combineWith: 'OR' as const,
};

interface IndexedSection {
  id: string;
  title: string;
  heading: string;
  keywords: string;
  body: string;
}

/** A passage as a candidate before any search has matched it. */
const unmatched = (section: KnowledgeSection): Candidate => ({
  section,
  currentScore: 0,
  historyScore: 0,
  rank: 0,
  inContext: false,
  matchedTerms: [],
  exactTerms: [],
});

/** The passage that answers, the body it is from, and how it was chosen. */
interface Answer {
  best: Candidate;
  search: PassageSearch;
  /** Set when the guide classifier chose the passage: the topic the passages matched instead. */
  matchedTopic?: AssistantTopic;
}

interface Candidate {
  section: KnowledgeSection;
  currentScore: number;
  historyScore: number;
  rank: number;
  /** A follow-up's passage that continues the earlier subject and matches the new message. */
  inContext: boolean;
  /** Query terms the passage matched, fuzzy matches included. */
  matchedTerms: string[];
  /** Query terms the passage matched exactly or as a prefix. */
  exactTerms: string[];
}

// ---------------------------------------------------------------------------------------------
// Follow-ups
// ---------------------------------------------------------------------------------------------

const FOLLOW_UP_START =
  /^(and|but|also|so|or|then|what about|how about|what if|same for|ok and|okay and|what else|tell me more|more|is that|does that|does it|is it|can it|can they|do they)\b/;
const REFERS_BACK = /\b(it|that|this|they|them|those|these|there|one|he|she|him|her|its)\b/;

/** The earlier user messages, most recent first, without the current one if the widget sent it twice. */
function previousUserMessages(history: readonly AssistantTurn[], current: string): string[] {
  const users = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  if (users.length > 0 && users[users.length - 1]?.trim() === current.trim()) users.pop();
  return users.reverse().slice(0, 2);
}

function isFollowUp(message: string, termCount: number): boolean {
  const text = normaliseText(message);
  return termCount <= 2 || FOLLOW_UP_START.test(text) || (termCount <= 4 && REFERS_BACK.test(text));
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A document term matches a query term when equal, or when it extends it (prefix search). */
const termMatches = (queryTerm: string, docTerm: string): boolean =>
  docTerm === queryTerm || (queryTerm.length >= 4 && docTerm.startsWith(queryTerm));

/**
 * The passage's first two sentences (its summary, by the knowledge files' convention), plus the
 * one other sentence that shares most terms with the question. Then the page that says more.
 */
export function composeAnswer(section: KnowledgeSection, queryTerms: readonly string[]): string {
  const chosen = new Set<number>([0, 1].filter((i) => i < section.sentences.length));
  let bestExtra: { index: number; hits: number } | undefined;
  section.sentences.forEach((sentence, index) => {
    if (chosen.has(index)) return;
    const terms = searchTerms(sentence);
    const hits = queryTerms.filter((q) => terms.some((t) => termMatches(q, t))).length;
    if (hits > 0 && (!bestExtra || hits > bestExtra.hits)) bestExtra = { index, hits };
  });
  if (bestExtra) chosen.add(bestExtra.index);
  const text = [...chosen]
    .sort((a, b) => a - b)
    .map((i) => section.sentences[i])
    .join(' ');
  return `${text} You can read more at ${section.link}.`;
}

function notSureReply(settings: AssistantSettings): AssistantReply {
  return {
    response: `I'm not sure I have a good answer to that. I can connect you with our team, and a care specialist will reply within 24 hours. You can also write to ${settings.supportEmail}.`,
    needsEscalation: true,
    topic: 'unknown',
  };
}

/** Strips markup, and the code inside script and style elements, before the words are searched. */
const withoutMarkup = (text: string): string =>
  text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, ' ');

/** One searchable body of passages: the knowledge files, or the guides. */
interface PassageSearch {
  /** The passages, best first, for the message and (for a follow-up) the earlier messages. */
  rankCandidates(message: string, history: readonly AssistantTurn[]): Candidate[];
  isConfident(best: Candidate, message: string): boolean;
  queryTerms(text: string): string[];
  /** In how many passages a term occurs. */
  frequency(term: string): number;
  readonly size: number;
  readonly sections: readonly KnowledgeSection[];
}

interface PassageSearchOptions {
  /**
   * The text that says what a passage is about: its words make a question ours, and a misspelt
   * word is corrected to one of them. Defaults to the whole passage.
   */
  subjectOf?: (section: KnowledgeSection) => string;
  /** Fewest message terms a passage must match when the message has more than one. */
  minMatchedTerms?: number;
}

function createPassageSearch(
  sections: readonly KnowledgeSection[],
  options: PassageSearchOptions = {},
): PassageSearch {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const subjectOf =
    options.subjectOf ??
    ((section: KnowledgeSection) =>
      [section.title, section.heading, section.keywords, section.body].join(' '));
  const minMatchedTerms = options.minMatchedTerms ?? 1;

  const index = new MiniSearch<IndexedSection>({
    fields: ['title', 'heading', 'keywords', 'body'],
    idField: 'id',
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(
    sections.map(({ id, title, heading, keywords, body }) => ({
      id,
      title,
      heading,
      keywords,
      body,
    })),
  );

  // The words and terms of the passages: for spelling correction and for weighting terms.
  const vocabulary = new Set<string>();
  /** Words of what the passages are about: what a misspelt word is corrected to. */
  const subjectWords = new Set<string>();
  /** Terms of what the passages are about: a message of other words is not for them. */
  const subjectTerms = new Set<string>();
  /** In how many passages each term occurs. */
  const documentFrequency = new Map<string, number>();
  for (const section of sections) {
    const text = [section.title, section.heading, section.keywords, section.body].join(' ');
    for (const token of tokenize(text)) {
      const word = normaliseWord(token);
      if (word !== null) vocabulary.add(word);
    }
    for (const term of searchTerms(text)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    const subject = subjectOf(section);
    for (const token of tokenize(subject)) {
      const word = normaliseWord(token);
      if (word !== null) subjectWords.add(word);
    }
    for (const term of searchTerms(subject)) subjectTerms.add(term);
  }
  // A word the passages use is meant as written; another may be a misspelling of their subject.
  const speller = createSpellingCorrector(subjectWords);
  const correct = (word: string): string => (vocabulary.has(word) ? word : speller.correct(word));
  const queryTerms = (text: string): string[] => searchTerms(text, correct);
  /** How much of the message a passage matched, each term weighted by its rarity (BM25's idf). */
  const termWeight = (term: string): number => {
    const df = documentFrequency.get(term) ?? 0;
    const idf = Math.log(1 + (sections.length - df + 0.5) / (df + 0.5));
    return term === PRODUCT_TERM ? idf * PRODUCT_TERM_WEIGHT : idf;
  };
  const weightedCoverage = (matched: readonly string[], all: readonly string[]): number => {
    const total = all.reduce((sum, term) => sum + termWeight(term), 0);
    return total === 0 ? 0 : matched.reduce((sum, term) => sum + termWeight(term), 0) / total;
  };

  const queryOptions = {
    ...SEARCH_OPTIONS,
    // A word the guides use is meant as written: "medicaid" must not also match "medicare".
    fuzzy: (term: string) => (documentFrequency.has(term) ? false : SEARCH_OPTIONS.fuzzy(term)),
    processTerm: (term: string) => {
      const word = normaliseWord(term);
      return word === null ? null : stemWord(correct(word));
    },
  };

  const search = (text: string): SearchResult[] =>
    text.trim().length === 0 ? [] : index.search(text, queryOptions);

  function rankCandidates(message: string, history: readonly AssistantTurn[]): Candidate[] {
    const currentTerms = queryTerms(message);
    const current = search(message);
    const earlier = previousUserMessages(history, message);
    const followUp = earlier.length > 0 && isFollowUp(message, currentTerms.length);
    const historyResults = followUp ? search(earlier.join(' ')) : [];

    const bestHistory = historyResults[0]?.score ?? 0;
    const historyOnly = currentTerms.length === 0;

    const candidates = new Map<string, Candidate>();
    const candidate = (id: string): Candidate | undefined => {
      const section = byId.get(id);
      if (!section) return undefined;
      let entry = candidates.get(id);
      if (!entry) {
        entry = unmatched(section);
        candidates.set(id, entry);
      }
      return entry;
    };
    for (const result of current) {
      const entry = candidate(String(result.id));
      if (!entry) continue;
      entry.currentScore = result.score;
      entry.matchedTerms = result.queryTerms;
      entry.exactTerms = currentTerms.filter((term) =>
        result.terms.some((docTerm) => termMatches(term, docTerm)),
      );
    }
    for (const result of historyResults) {
      // History alone may only bring in passages when the message has no words of its own.
      const entry =
        historyOnly || candidates.has(String(result.id)) ? candidate(String(result.id)) : undefined;
      if (entry) entry.historyScore = result.score / bestHistory;
    }
    // The most of the message any passage matches; a passage in context must match about as much.
    const bestCoverage = Math.max(
      0,
      ...[...candidates.values()].map((entry) => weightedCoverage(entry.exactTerms, currentTerms)),
    );
    for (const entry of candidates.values()) {
      entry.rank = historyOnly
        ? entry.historyScore
        : entry.currentScore * (1 + HISTORY_BOOST * entry.historyScore);
      entry.inContext =
        !historyOnly &&
        entry.historyScore >= IN_CONTEXT_HISTORY &&
        weightedCoverage(entry.exactTerms, currentTerms) >= IN_CONTEXT_COVERAGE * bestCoverage;
    }
    return [...candidates.values()].sort(
      (a, b) => Number(b.inContext) - Number(a.inContext) || b.rank - a.rank,
    );
  }

  function isConfident(best: Candidate, message: string): boolean {
    const terms = queryTerms(message);
    // Nothing searchable ("and?", "tell me more"): answer only from what was asked before.
    if (terms.length === 0) return best.historyScore > 0;
    // Mostly words our guides never use ("book me a flight to Chicago"): not our subject.
    const unknown = terms.filter((term) => !subjectTerms.has(term)).length;
    if (unknown > terms.length - unknown) return false;
    // Long passages share a word with almost anything: one shared word of several ("what's the
    // weather tomorrow" and "dress for the weather") is not an answer.
    if (terms.length >= 2 && best.exactTerms.length < Math.min(minMatchedTerms, terms.length)) {
      return false;
    }
    const coverage = weightedCoverage(best.matchedTerms, terms);
    if (best.currentScore >= MIN_ANSWER_SCORE && coverage >= MIN_TERM_COVERAGE) return true;
    // A short follow-up ("and the price?") leans on what was asked before.
    return (
      best.historyScore > 0 &&
      best.currentScore >= MIN_ANSWER_SCORE / 2 &&
      coverage >= MIN_TERM_COVERAGE / 2
    );
  }

  return {
    rankCandidates,
    isConfident,
    queryTerms,
    frequency: (term) => documentFrequency.get(term) ?? 0,
    size: sections.length,
    sections,
  };
}

/**
 * What is built once per process, by what it was built from: reading and indexing the articles
 * takes half a second and training the guide classifier about a second, and every app (each
 * test's too) builds an assistant. Nothing here changes once built.
 */
const built = new Map<string, unknown>();
function remembered<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}

export function createBuiltInAssistant(options: BuiltInAssistantOptions): BuiltInAssistant {
  const settings: AssistantSettings = {
    emergencyNumber: options.emergencyNumber,
    supportEmail: options.supportEmail,
  };
  const knowledge = remembered(
    `knowledge|${options.knowledgeDir ?? DEFAULT_KNOWLEDGE_DIR}|${settings.emergencyNumber}|${settings.supportEmail}`,
    () => createPassageSearch(loadKnowledge(settings, options.knowledgeDir)),
  );
  const guidesKey = `guides|${options.contentDir === null ? '(none)' : (options.contentDir ?? DEFAULT_CONTENT_DIR)}`;
  const guides = remembered(guidesKey, () =>
    createPassageSearch(options.contentDir === null ? [] : loadGuidePassages(options.contentDir), {
      // An article's words in passing ("check the weather") do not make a question its subject:
      // what it is about is its title, its headings and its questions.
      subjectOf: (section) => [section.title, section.heading, section.keywords].join(' '),
      minMatchedTerms: 2,
    }),
  );

  const guidePassages = guides.sections;
  // Trained when the first question comes (about a second), not when the server starts.
  let trained: GuidePageClassifier | undefined;
  const train = () =>
    trainGuidePageClassifier(
      [...new Set(guidePassages.map((passage) => passage.link)), EMERGENCY_CLASS, KINWELL_CLASS],
      [...guideExamples(guidePassages), ...(options.pageExamples ?? loadPageExamples())],
    );
  const pageClassifier = (): GuidePageClassifier =>
    (trained ??=
      options.pageExamples === undefined ? remembered(`${guidesKey}|classifier`, train) : train());

  /** The guide the question (with the one before, for a follow-up) is about, when it is clear. */
  function likelyPage(message: string, history: readonly AssistantTurn[]): string | undefined {
    if (guidePassages.length === 0) return undefined;
    const [previous] = previousUserMessages(history, message);
    const followUp = previous !== undefined && isFollowUp(message, searchTerms(message).length);
    const guesses = pageClassifier().guess(followUp ? `${previous} ${message}` : message);
    const chance = (page: string): number =>
      guesses.find((guess) => guess.page === page)?.probability ?? 0;
    const emergency = chance(EMERGENCY_CLASS);
    const kinwell = chance(KINWELL_CLASS);
    // A described emergency is the safety rules' to answer and Kinwell's own questions are the
    // knowledge's, not a guide's; otherwise the likeliest guide, judged among the guides.
    if (emergency >= NOT_A_GUIDE || kinwell >= NOT_A_GUIDE) return undefined;
    const [top] = guesses.filter(
      (guess) => guess.page !== EMERGENCY_CLASS && guess.page !== KINWELL_CLASS,
    );
    return top && top.probability / Math.max(1e-9, 1 - emergency - kinwell) >= PAGE_CONFIDENCE
      ? top.page
      : undefined;
  }

  /** The page's passage that best matches the message, or what the page is about. */
  function passageOn(page: string, ranked: readonly Candidate[]): Candidate | undefined {
    const matched = ranked.find((entry) => entry.section.link === page);
    if (matched) return matched;
    const about = guidePassages.find((passage) => passage.link === page);
    return about ? unmatched(about) : undefined;
  }

  /**
   * The knowledge files were written to be quoted, and answer first about Kinwell itself. A
   * question the guide classifier reads as one guide's is answered from that guide; otherwise a
   * guide's passage answers when the knowledge has no confident answer, or when it covers clearly
   * more of what was asked ("she won't get in the shower" is the bathing guide's, not "Changes in
   * behavior").
   */
  function bestAnswer(message: string, history: readonly AssistantTurn[]): Answer | undefined {
    // Searched in the guides' words as well as the asker's ("wet herself": incontinence).
    const expanded = CAREGIVER_VOCABULARY.expand(message);
    const [fromKnowledge] = knowledge.rankCandidates(expanded, history);
    const rankedGuides = guides.rankCandidates(expanded, history);
    const [fromGuides] = rankedGuides;
    const knowledgeOk =
      fromKnowledge !== undefined && knowledge.isConfident(fromKnowledge, message);
    const guideOk = fromGuides !== undefined && guides.isConfident(fromGuides, expanded);
    // What the knowledge says about Kinwell (its topic, or a help page it links) stands, and so
    // does a follow-up that leans on what it answered before.
    const keepsKnowledge =
      knowledgeOk &&
      (KINWELL_TOPICS.has(fromKnowledge.section.topic) ||
        fromKnowledge.section.link.startsWith('/help/') ||
        fromKnowledge.inContext ||
        fromKnowledge.historyScore > 0);
    const matched =
      guideOk && (!knowledgeOk || guideCoversMore(fromGuides, fromKnowledge, message))
        ? { best: fromGuides, search: guides }
        : knowledgeOk
          ? { best: fromKnowledge, search: knowledge }
          : undefined;
    const page = keepsKnowledge ? undefined : likelyPage(message, history);
    const onPage = page === undefined ? undefined : passageOn(page, rankedGuides);
    if (onPage && onPage.section.id !== matched?.best.section.id) {
      return {
        best: onPage,
        search: guides,
        matchedTopic: matched?.best.section.topic ?? 'unknown',
      };
    }
    return matched;
  }

  /** Each term weighted by its rarity over both bodies of passages, so the two compare. */
  const weight = (term: string): number => {
    const df = knowledge.frequency(term) + guides.frequency(term);
    const idf = Math.log(1 + (knowledge.size + guides.size - df + 0.5) / (df + 0.5));
    return term === PRODUCT_TERM ? idf * PRODUCT_TERM_WEIGHT : idf;
  };
  const coverage = (entry: Candidate, search: PassageSearch, message: string): number => {
    const all = search.queryTerms(message);
    const total = all.reduce((sum, term) => sum + weight(term), 0);
    return total === 0 ? 0 : entry.exactTerms.reduce((sum, term) => sum + weight(term), 0) / total;
  };

  const subjectTerms = new Map<string, ReadonlySet<string>>();
  const subjectTermsOf = (section: KnowledgeSection): ReadonlySet<string> => {
    let terms = subjectTerms.get(section.id);
    if (!terms) {
      terms = new Set(searchTerms([section.title, section.heading, section.keywords].join(' ')));
      subjectTerms.set(section.id, terms);
    }
    return terms;
  };

  function guideCoversMore(guide: Candidate, other: Candidate, message: string): boolean {
    // A follow-up that leans on what was asked before stays with the knowledge that answered it.
    if (other.inContext || other.historyScore > 0) return false;
    // The guide must be about something asked that the knowledge passage does not mention: a
    // word of its title or heading ("bathing" for "she won't get in the shower"), not only words
    // its long text happens to share.
    const about = subjectTermsOf(guide.section);
    const newSubject = guide.exactTerms.some(
      (term) => about.has(term) && !other.exactTerms.includes(term),
    );
    return (
      newSubject &&
      coverage(guide, guides, message) >=
        coverage(other, knowledge, message) + GUIDE_COVERAGE_MARGIN
    );
  }

  const withoutMarkupIn = (history: readonly AssistantTurn[]): AssistantTurn[] =>
    history.map((turn) => ({ ...turn, content: withoutMarkup(turn.content) }));

  return {
    passages(input, limit) {
      const message = withoutMarkup(input.message);
      if (detectSmallTalk(message)) return [];
      const history = withoutMarkupIn(input.history);
      const expanded = CAREGIVER_VOCABULARY.expand(message);
      // Each body's passages worth reading (their scores do not compare), taken in turns, the
      // body the reply would answer from first.
      const worthReading = (search: PassageSearch): Candidate[] => {
        const ranked = search.rankCandidates(expanded, history);
        const top = ranked[0];
        if (!top || top.rank <= 0) return [];
        return ranked.filter((entry, i) => i === 0 || entry.rank >= PASSAGE_RANK_SHARE * top.rank);
      };
      const guidesFirst = bestAnswer(message, history)?.search === guides;
      const [first, second] = guidesFirst
        ? [worthReading(guides), worthReading(knowledge)]
        : [worthReading(knowledge), worthReading(guides)];
      const taken: Candidate[] = [];
      for (let i = 0; i < Math.max(first.length, second.length); i++) {
        taken.push(...[first[i], second[i]].filter((entry) => entry !== undefined));
      }
      return taken.slice(0, limit).map(({ section }) => ({
        id: section.id,
        topic: section.topic,
        title: section.title,
        heading: section.heading,
        text: section.body,
        link: section.link,
      }));
    },

    async reply(input: AssistantInput): Promise<AssistantReply> {
      const message = withoutMarkup(input.message);
      const smallTalk = detectSmallTalk(message);
      if (smallTalk) return smallTalkReply(smallTalk);

      const history = withoutMarkupIn(input.history);
      const answer = bestAnswer(message, history);
      if (!answer) return notSureReply(settings);
      const { best, search, matchedTopic } = answer;

      // Sentences are picked by the words of this message, and by the last one for a follow-up.
      const terms = search.queryTerms(message);
      const previous =
        best.historyScore > 0 ? previousUserMessages(history, message)[0] : undefined;
      return {
        response: composeAnswer(best.section, [...terms, ...search.queryTerms(previous ?? '')]),
        needsEscalation: false,
        topic: best.section.topic,
        // Chosen by the guide classifier: the safety rules read what the passages matched.
        ...(matchedTopic === undefined ? {} : { matchedTopic }),
      };
    },
  };
}
