import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { publicPages } from '../shared/public-routes';
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
  queryClient.setQueryData(userQuery.queryKey, null);
  const { prelude } = await prerenderToNodeStream(
    <Root
      queryClient={queryClient}
      router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
    />,
    // Never split a page into streamed parts: those are revealed by inline scripts, which the
    // CSP forbids and which do not run with JavaScript off.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude.pipe(new PassThrough()));
  queryClient.clear();
  return html;
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
