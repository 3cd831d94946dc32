import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuiltInAssistant } from './built-in-assistant';
import { CAREGIVER_VOCABULARY, caregiverVocabulary } from '../../../shared/guide-search';
import { DEFAULT_CONTENT_DIR, loadGuidePassages } from './guide-passages';

const settings = { emergencyNumber: '911', supportEmail: 'help@kinwell.example' };
const withGuides = createBuiltInAssistant(settings);
const knowledgeOnly = createBuiltInAssistant({ ...settings, contentDir: null });
const ask = (message: string, assistant = withGuides) => assistant.reply({ message, history: [] });

describe('answers from the guides', () => {
  it('answers an everyday question from the guide on it, and links that guide', async () => {
    const reply = await ask('dad has started wetting himself');
    expect(reply).toMatchObject({ topic: 'dementia', needsEscalation: false });
    expect(reply.response).toMatch(/You can read more at \/incontinence-dementia\.$/);
    // The knowledge files alone have no passage on it.
    expect((await ask('dad has started wetting himself', knowledgeOnly)).response).not.toContain(
      '/incontinence-dementia',
    );
  });

  it("reads a caregiver's own words as the guides' ones", async () => {
    const evening = await ask('every evening he gets restless and wants to go home');
    expect(evening.response).toContain('Sundowning');
    expect(evening.response).toContain('/sundowning');
    const stealing = await ask('mum thinks people are stealing from her');
    expect(stealing.response).toContain('/hallucinations-suspicion-dementia');
  });

  it('still says it is not sure when only a word of a long article matches', async () => {
    const reply = await ask("what's the weather tomorrow");
    expect(reply).toMatchObject({ topic: 'unknown', needsEscalation: true });
  });

  it('keeps answering what Kinwell does from the knowledge files, linking the help page', async () => {
    const reply = await ask('how do the medication reminders work?');
    expect(reply.response).toContain('15 minutes before each dose');
    expect(reply.response).toContain('/help/medication-reminders');
  });

  it('gives a language model the guide passages too', () => {
    const passages = withGuides.passages(
      { message: 'how do i get mum to wear pull ups', history: [] },
      3,
    );
    expect(passages.map((passage) => passage.link)).toContain('/incontinence-dementia');
  });
});

describe('guide passages', () => {
  const passages = loadGuidePassages();
  const articles = readdirSync(path.join(DEFAULT_CONTENT_DIR, 'articles')).map(
    (name) => `/${name.slice(0, -'.md'.length)}`,
  );

  it("are every article's description, sections and questions, each linking its article", () => {
    const linked = new Set(passages.map((passage) => passage.link));
    for (const page of ['/bathing-dementia', '/sundowning', '/caregiver-stress']) {
      expect(linked).toContain(page);
    }
    for (const passage of passages) {
      expect(articles).toContain(passage.link);
      expect(passage.body).not.toMatch(/[<>]|&(amp|quot|#39);/);
      expect(passage.sentences.length).toBeGreaterThan(0);
    }
    const bathing = passages.filter((passage) => passage.link === '/bathing-dementia');
    expect(bathing.map((passage) => passage.heading)).toContain(
      'How often does a person with dementia need a bath or shower?',
    );
  });

  it('leave out the articles comparing apps and devices, and the help pages', () => {
    const linked = new Set(passages.map((passage) => passage.link));
    expect(linked).not.toContain('/dementia-care-app-2025');
    expect(linked).not.toContain('/elderly-care-technology');
    expect([...linked].some((link) => link.startsWith('/help/'))).toBe(false);
  });
});

describe("the caregivers' vocabulary", () => {
  it("adds the guides' words for everyday phrases", () => {
    expect(
      CAREGIVER_VOCABULARY.expand("He keeps saying he wants to go home but he's home"),
    ).toMatch(/sundowning/);
    expect(CAREGIVER_VOCABULARY.expand('she wet herself at the shops')).toMatch(/incontinence/);
  });

  it('matches whole words and leaves other messages as they are', () => {
    expect(CAREGIVER_VOCABULARY.expand('we went to Padstow on holiday')).toBe(
      'we went to Padstow on holiday',
    );
  });

  it('refuses a vocabulary that is not in the shape of the file', () => {
    expect(() => caregiverVocabulary({ about: 'x', groups: [{ means: 'bathing' }] })).toThrow();
  });
});
