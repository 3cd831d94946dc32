import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { type DehydratedState, dehydrate, hashKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { User } from '../shared/auth';
import { publicPages } from '../shared/public-routes';
import { FIRST_READS } from './app/first-screen-reads';
import { Root } from './app/root';
import { ARTICLES, HELP_PAGES } from './content/pages';
import { FAQ_GROUPS } from './content/faq';
import { userQuery } from './features/auth/auth.queries';
import { createQueryClient } from './lib/query-client';

/** Build time only (scripts/prerender.ts): the public pages as HTML, rendered signed out. */
export const PAGES = publicPages({ articles: ARTICLES, help: HELP_PAGES });

export { loadContentPage } from './content/pages';

/** Renders one path to the markup that goes inside #root, waiting for every lazy screen. */
export async function render(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const html = await renderAs(path, null, undefined, queryClient);
  queryClient.clear();
  return html;
}

/**
 * At run time (server/lib/first-screen-render.ts): a signed-in screen a visit starts on, as the
 * person's browser draws it before its data arrives or, for the reads given, with their answers,
 * for the browser to take over (hydrate) rather than draw again (decision 017, "Addendum — the
 * first screen drawn by the server"). The answers go back dehydrated, for the page to carry.
 */
export async function renderFirstScreen(
  path: string,
  user: User,
  timeZone: string,
  /** Answers to the screen's first reads, by URL, to draw it with (manifest's `firstScreen`). */
  reads: Readonly<Record<string, unknown>> = {},
): Promise<{ markup: string; reads: DehydratedState | null }> {
  const queryClient = createQueryClient();
  const drawnWith = new Set<string>();
  for (const [url, answer] of Object.entries(reads)) {
    const query = user.circleId ? FIRST_READS[url]?.(user.circleId) : undefined;
    if (!query) continue;
    queryClient.setQueryData(query.queryKey, answer);
    drawnWith.add(hashKey(query.queryKey));
  }
  const markup = await renderAs(path, user, timeZone, queryClient, true);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => drawnWith.has(query.queryHash),
  });
  queryClient.clear();
  return { markup, reads: state.queries.length > 0 ? state : null };
}

async function renderAs(
  path: string,
  user: User | null,
  timeZone?: string,
  queryClient = createQueryClient(),
  drawnByServer = false,
): Promise<string> {
  queryClient.setQueryData(userQuery.queryKey, user);
  const { prelude } = await prerenderToNodeStream(
    <Root
      queryClient={queryClient}
      router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
      timeZone={timeZone}
      drawnByServer={drawnByServer}
    />,
    // Never split a page into streamed parts: those are revealed by inline scripts, which the
    // CSP forbids and which do not run with JavaScript off.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude.pipe(new PassThrough()));
}

/** An answer as the plain text it reads as: links and paragraphs become their words. */
function answerText(answer: ReactNode): string {
  const html = renderToStaticMarkup(<StaticRouter location="/">{answer}</StaticRouter>);
  return html
    .replace(/<\/p>\s*<p[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The questions a screen (not a content file) answers on its page, for its FAQPage data: the
 * FAQ page's groups, in the order it shows them.
 */
export function screenFaq(path: string): { question: string; answer: string }[] {
  if (path !== '/faq') return [];
  return FAQ_GROUPS.flatMap((group) =>
    group.items.map((item) => ({ question: item.question, answer: answerText(item.answer) })),
  );
}
