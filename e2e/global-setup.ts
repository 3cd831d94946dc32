import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR, SMTP_PORT } from './e2e-env';
import { parseEmail } from '../server/test/smtp-test-server';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the run; each email it receives becomes a JSON file in MAIL_DIR. */
export default async function globalSetup() {
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
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
        count += 1;
        writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify(email));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
