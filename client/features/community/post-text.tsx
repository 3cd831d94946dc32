import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/** One line's text with its web addresses as links; everything else stays text. */
function linkify(line: string) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    if (start > last) parts.push(line.slice(last, start));
    parts.push(
      <a
        key={start}
        href={url}
        rel="ugc nofollow noopener noreferrer"
        target="_blank"
        className="break-all underline underline-offset-4"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/**
 * What a member wrote, as text: blank lines make paragraphs, single line breaks stay, and web
 * addresses become links marked as user content. React renders it all as text: no HTML that
 * someone wrote is ever rendered (decision 045).
 */
export function PostText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="grid gap-3 break-words">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {linkify(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
