/**
 * What an email says, as data: every Kinwell email has the same shape (a greeting, a few
 * paragraphs, at most one thing to do, a sign-off and, for notifications a person can turn off,
 * a footer saying how). `renderEmail` makes the HTML part from the templates in `templates/`
 * and the plain-text part from this same data, so both always say the same thing.
 */

/** A link inside a sentence: its address (or `text`, such as an email address) is what shows. */
export interface InlineLink {
  href: string;
  /** Shown instead of the address (mailto: links show the bare address). */
  text?: string;
}

/** A paragraph: plain words, or words with links between them. */
export type Paragraph = string | readonly (string | InlineLink)[];

export interface EmailAction {
  /** The button's words: a verb, such as "Choose a new password". */
  label: string;
  /** An absolute address. */
  url: string;
}

export interface EmailUnsubscribe {
  /** The one-click address (RFC 8058), also the footer's "Stop these emails" link. */
  url: string;
  /** The kind of notification, as the settings screen names it ("Missed doses"). */
  kindLabel: string;
  /** Where every notification choice is made. */
  settingsUrl: string;
}

export interface EmailMessage {
  subject: string;
  /** The line a mail app shows beside the subject; the first paragraph when not given. */
  preview?: string;
  /** Crisis emails: the heading is drawn in red. */
  isUrgent?: boolean;
  greeting?: string;
  /** Before the action. */
  paragraphs: readonly Paragraph[];
  /** The one thing the email asks for: a large button in HTML, the address on its own line in text. */
  action?: EmailAction;
  /** After the action. */
  after?: readonly Paragraph[];
  /** "Warmly," / "The Kinwell team"; one line each. */
  signOff: readonly string[];
  /** Notifications a person can turn off on the email channel. */
  unsubscribe?: EmailUnsubscribe;
}

const URL_PATTERN = /https?:\/\/[^\s<>"“”]+/g;
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)'’]+$/;

/**
 * Free text that may hold addresses (a notification's body, a crisis alert's map link) as a
 * paragraph whose addresses are links. A full stop or comma after an address stays outside it.
 */
export function linkify(text: string): Paragraph {
  const parts: (string | InlineLink)[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

/** Each line of free text as its own paragraph, blank lines dropped. */
export const paragraphsOf = (text: string): Paragraph[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(linkify);

const inlineText = (part: string | InlineLink): string =>
  typeof part === 'string' ? part : (part.text ?? part.href);

/**
 * A paragraph as plain text. An address is always followed by a space or the end of a line: a
 * full stop written right after one gets a space before it, so no mail app takes the
 * punctuation as part of the link (templates avoid it; free text may not).
 */
export function paragraphText(paragraph: Paragraph): string {
  if (typeof paragraph === 'string') return paragraph;
  let out = '';
  paragraph.forEach((part, index) => {
    out += inlineText(part);
    const next = paragraph[index + 1];
    if (typeof part !== 'string' && typeof next === 'string' && /^[^\s]/.test(next)) {
      out += ' ';
    }
  });
  return out;
}

/** The plain-text part: short lines of words, each address alone on its line or between spaces. */
export function toPlainText(message: EmailMessage): string {
  const blocks: string[] = [];
  if (message.greeting) blocks.push(message.greeting);
  blocks.push(...message.paragraphs.map(paragraphText));
  if (message.action) blocks.push(`${message.action.label}:\n${message.action.url}`);
  blocks.push(...(message.after ?? []).map(paragraphText));
  blocks.push(message.signOff.join('\n'));
  if (message.unsubscribe) {
    const { url, kindLabel, settingsUrl } = message.unsubscribe;
    blocks.push(
      [
        '—',
        `You get this email because “${kindLabel}” is on for email in your Kinwell settings.`,
        'Stop these emails:',
        url,
        'Choose which alerts reach you by email:',
        settingsUrl,
      ].join('\n'),
    );
  }
  return blocks.join('\n\n');
}

/** The preview line: the given one, else the first paragraph's words. */
export const previewOf = (message: EmailMessage): string =>
  message.preview ??
  (message.paragraphs[0] ? paragraphText(message.paragraphs[0]).replace(/\s+/g, ' ') : '');
