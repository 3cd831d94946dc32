import type { ReactNode } from 'react';
import { Link } from 'react-router';

// A site path standing on its own in a reply, like "/pricing" or "/feature/memory-support".
const PATH = /(^|[\s(])(\/[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)(?=$|[\s).,!?;:])/gi;

/**
 * Message text as plain text. Paths to Kinwell pages in an assistant's reply become links; they
 * are React elements built from the matched text, never HTML from the server.
 */
export function MessageText({ text, linkPaths }: { text: string; linkPaths: boolean }) {
  if (!linkPaths) return <>{text}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PATH)) {
    const [, lead = '', path = ''] = match;
    const start = match.index + lead.length;
    parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} to={path} className="font-semibold underline underline-offset-4">
        {path}
      </Link>,
    );
    last = start + path.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
