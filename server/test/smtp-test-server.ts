import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, when the email has one. */
  html: string | null;
  /** The top-level headers, names in lower case, folded lines unfolded. */
  headers: Record<string, string>;
  /** The top-level Content-Type without its parameters: `multipart/alternative`, `text/plain`. */
  contentType: string;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
}

const decodeBody = ({ headers, body }: MimePart) => {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1').toString('utf8');
  return decoded.replace(/\r\n/g, '\n').trim();
};

const typeOf = (part: MimePart) =>
  (part.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();

/** The leaf parts of a message (the parts inside multipart/alternative, mixed, …). */
function leaves(part: MimePart): MimePart[] {
  const type = typeOf(part);
  if (!type.startsWith('multipart/')) return [part];
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => splitPart(chunk.replace(/^\r\n/, '')))
    .flatMap(leaves);
}

/** Enough MIME for Kinwell's emails: plain text alone, or text and HTML as alternatives. */
export function parseEmail(raw: string, envelope: { from: string; to: string[] }): ReceivedEmail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const text = parts.find((part) => typeOf(part) === 'text/plain');
  const html = parts.find((part) => typeOf(part) === 'text/html');
  return {
    ...envelope,
    subject: decodeWords(message.headers.subject ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : null,
    headers: message.headers,
    contentType: typeOf(message),
  };
}

/**
 * A real SMTP server on a local port (a free one unless given) that keeps what it receives and
 * hands each email to `onEmail`.
 */
export async function startSmtpTestServer(
  options: { port?: number; onEmail?: (email: ReceivedEmail) => void } = {},
) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const email = parseEmail(Buffer.concat(chunks).toString('latin1'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        received.push(email);
        options.onEmail?.(email);
        callback();
      });
    },
  });
  // A sender killed in the middle of a message (the crash tests) drops its connection; that
  // message was never received, and the server carries on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
