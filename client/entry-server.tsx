import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { publicPages } from '../shared/public-routes';
import { Root } from './app/root';
import { ARTICLES, HELP_PAGES } from './content/pages';
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
