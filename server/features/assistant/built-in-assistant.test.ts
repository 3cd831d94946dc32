import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESCALATION_PHRASES, needsEscalation } from '../../../shared/assistant';
import { contentPath } from '../../../shared/content';
import { PRICE_PER_MONTH_USD } from '../../../shared/product';
import { findProjectRoot } from '../../lib/project-root';
import { createBuiltInAssistant } from './built-in-assistant';
import { loadKnowledge, parseKnowledgeFile } from './knowledge-base';
import { withSafetyRules } from './with-safety-rules';

const settings = { emergencyNumber: '112', supportEmail: 'help@kinwell.example' };
const assistant = withSafetyRules(createBuiltInAssistant(settings), settings);
const ask = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  assistant.reply({ message, history });

/** Pages a passage may link: site pages, and every article and help page (content/). */
const PAGES = [
  '/features',
  '/pricing',
  '/register',
  '/support',
  '/faq',
  '/privacy-policy',
  '/resources',
  '/care-plan-templates',
  '/burnout-prevention',
  ...(['articles', 'help'] as const).flatMap((kind) =>
    readdirSync(path.join(findProjectRoot(), 'content', kind))
      .filter((name) => name.endsWith('.md'))
      .map((name) => contentPath(kind, name.slice(0, -'.md'.length))),
  ),
];

describe('the built-in assistant', () => {
  it('answers a short passage with the page that says more', async () => {
    const reply = await ask('How do the medication reminders work?');
    expect(reply).toMatchObject({ topic: 'features', needsEscalation: false });
    expect(reply.response).toContain('15 minutes before each dose');
    const [answer, link] = reply.response.split(' You can read more at ');
    // The help page on reminders, not the features overview.
    expect(link).toBe('/help/medication-reminders.');
    expect(answer?.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(4);
  });

  it('answers "how much is it?" after a features question with the price', async () => {
    const reply = await ask('how much is it?', [
      { role: 'user', content: 'What can Kinwell do for our family?' },
      { role: 'assistant', content: 'Kinwell keeps medicines and appointments together.' },
    ]);
    expect(reply.topic).toBe('pricing');
    expect(reply.response).toContain(PRICE_PER_MONTH_USD.toFixed(2));
    expect(needsEscalation(reply)).toBe(false);
  });

  it('stays on the subject of the earlier question for a follow-up', async () => {
    const reply = await ask('what are the symptoms?', [
      { role: 'user', content: 'tell me about Lewy body dementia' },
    ]);
    expect(reply.topic).toBe('dementia');
    expect(reply.response).toContain('Lewy');
  });

  it('greets briefly and lists what it can help with', async () => {
    const reply = await ask('Hello there!');
    expect(reply).toMatchObject({ topic: 'greeting', needsEscalation: false });
    expect(reply.response).toMatch(/pricing/);
  });

  it('explains the emergency button without escalating', async () => {
    const reply = await ask('How does the emergency button work?');
    expect(reply.topic).toBe('emergency');
    expect(needsEscalation(reply)).toBe(false);
  });

  it('fills the configured emergency number into the knowledge', async () => {
    const reply = await ask('what number do I call in an emergency');
    expect(reply.response).toContain('the emergency number, 112,');
    expect(reply.response).not.toContain('911');
  });

  it('never puts markup from the message into the reply', async () => {
    for (const message of [
      '<img src=x onerror=alert(1)> how much is it?',
      '<script>alert("x")</script>',
      'what is <b>sundowning</b>?',
    ]) {
      const reply = await ask(message);
      expect(reply.response).not.toMatch(/[<>]|onerror|script/i);
    }
  });

  it('escalates with a widget phrase when it has no good answer', async () => {
    const reply = await ask('can you book me a flight to Chicago');
    expect(reply).toMatchObject({ topic: 'unknown', needsEscalation: true });
    expect(ESCALATION_PHRASES.some((phrase) => reply.response.includes(phrase))).toBe(true);
    expect(reply.response).not.toMatch(/chicago|flight/i);
  });

  it('corrects typing mistakes against its own words', async () => {
    const reply = await ask('How do I keep track of doctor appointmnts?');
    expect(reply.topic).toBe('features');
  });
});

describe('the knowledge files', () => {
  const sections = loadKnowledge(settings);

  it('link every passage to a page that exists and fill every placeholder', () => {
    for (const section of sections) {
      expect(PAGES).toContain(section.link);
      expect(section.body).not.toMatch(/\{\{|\}\}/);
      expect(section.sentences.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('name a source for medical facts about dementia', () => {
    const dementia = sections.filter((section) => section.topic === 'dementia');
    const sourced = dementia.filter((s) => /NIA|Alzheimer's Association|CDC/.test(s.body));
    expect(sourced.length).toBeGreaterThanOrEqual(dementia.length - 2);
  });

  it('state no dollar figure for the cost of care', () => {
    const costs = sections.filter((section) => section.topic === 'costs');
    for (const section of costs) expect(section.body).not.toMatch(/\$|\bUSD\b|dollars?/i);
  });

  it('refuse a malformed file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kinwell-knowledge-'));
    writeFileSync(
      path.join(dir, 'bad.md'),
      '---\ntitle: Bad\ntopic: pricing\n---\n## No link\nText.\n',
    );
    expect(() => loadKnowledge(settings, dir)).toThrow(/Link/);
    expect(() =>
      parseKnowledgeFile(
        '---\ntitle: X\ntopic: weather\n---\n## A\nB.\nLink: /faq\n',
        'x.md',
        settings,
      ),
    ).toThrow(/topic/);
  });
});
