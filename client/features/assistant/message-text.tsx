import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type CallNumber, standaloneNumber, telHref } from '../../../shared/assistant';

// A site path standing on its own in a reply, like "/pricing" or "/feature/memory-support".
const PATH = /(^|[\s(])(\/[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)(?=$|[\s).,!?;:])/gi;

/** Every place a listed number stands in the text, first to last, none overlapping. */
function callsIn(text: string, callNumbers: readonly CallNumber[]) {
  const found = callNumbers
    .flatMap((call) =>
      [...text.matchAll(standaloneNumber(call.number, 'g'))].map((match) => ({
        call,
        start: match.index,
        end: match.index + call.number.length,
      })),
    )
    .sort((a, b) => a.start - b.start);
  return found.filter((place, index) => index === 0 || place.start >= (found[index - 1]?.end ?? 0));
}

/** `text` with its site paths as links; `offset` keeps the keys unique within the message. */
function withPathLinks(text: string, offset: number): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PATH)) {
    const [, lead = '', path = ''] = match;
    const start = match.index + lead.length;
    parts.push(text.slice(last, start));
    parts.push(
      <Link key={offset + start} to={path} className="font-semibold underline underline-offset-4">
        {path}
      </Link>,
    );
    last = start + path.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * Message text as plain text. In an assistant's reply, paths to Kinwell pages become links, and
 * the phone numbers the server listed become tap-to-call links, large enough for a shaking hand;
 * they are React elements built from the matched text, never HTML from the server. A number the
 * server did not list stays text.
 */
export function MessageText({
  text,
  linkPaths,
  callNumbers = [],
}: {
  text: string;
  linkPaths: boolean;
  callNumbers?: readonly CallNumber[];
}) {
  if (!linkPaths) return <>{text}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { call, start, end } of callsIn(text, callNumbers)) {
    parts.push(...withPathLinks(text.slice(last, start), last));
    parts.push(
      <a
        key={`call-${start}`}
        href={telHref(call.number)}
        aria-label={call.label}
        className="bg-accent text-accent-fg mx-0.5 inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 align-middle font-bold whitespace-nowrap underline underline-offset-4 hover:opacity-90"
      >
        <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
        {call.number}
      </a>,
    );
    last = end;
  }
  parts.push(...withPathLinks(text.slice(last), last));
  return <>{parts}</>;
}
