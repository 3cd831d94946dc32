import { describe, expect, it } from 'vitest';
import { publicPages } from '../../../shared/public-routes';
import { loadContent } from '../../../scripts/content/load-content';
import { EVAL_SETTINGS } from './eval/run-eval';
import { loadKnowledge } from './knowledge-base';
import { linksFor, PUBLIC_ALTERNATIVES } from './answer-links';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

describe('links in the assistant’s answers open for the person asking', () => {
  it('names only public pages, or signed-in screens that have a public page for visitors', () => {
    const content = loadContent();
    const publicPaths = new Set(
      publicPages({ articles: content.articles, help: content.help }).map((page) => page.path),
    );
    for (const alternative of Object.values(PUBLIC_ALTERNATIVES)) {
      expect(publicPaths.has(alternative), alternative).toBe(true);
    }
    for (const section of loadKnowledge(EVAL_SETTINGS)) {
      expect(
        publicPaths.has(section.link) || section.link in PUBLIC_ALTERNATIVES,
        `${section.link} (${section.title})`,
      ).toBe(true);
    }
  });

  it('swaps whole paths only', () => {
    expect(linksFor('Read more at /resources.', false)).toBe('Read more at /guides.');
    expect(linksFor('Read more at /resources.', true)).toBe('Read more at /resources.');
    expect(linksFor('See /resources-old and /x/resources', false)).toBe(
      'See /resources-old and /x/resources',
    );
  });

  it('gives a visitor the public page and a signed-in caregiver the screen', async () => {
    const question = {
      message: 'Do you have care plan templates for the middle stage?',
      conversationHistory: [],
    };
    const visitor = (await createAgent(ctx.app).post('/api/chat', question)).json<{
      response: string;
    }>();
    expect(visitor.response).not.toMatch(/\/care-plan-templates|\/resources|\/burnout-prevention/);
    const { agent } = await registerAgent(ctx.app, { role: 'caregiver' });
    const member = (await agent.post('/api/chat', question)).json<{ response: string }>();
    expect(member.response).toContain('/care-plan-templates');
  });
});
