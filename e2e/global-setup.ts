import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpTestServer } from '../server/test/smtp-test-server';
import { MAIL_DIR, SMTP_PORT } from './e2e-env';

/** A real SMTP server for the run; each email it receives becomes a JSON file in MAIL_DIR. */
export default async function globalSetup() {
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const smtp = await startSmtpTestServer({
    port: SMTP_PORT,
    onEmail: (email) => {
      count += 1;
      writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify(email));
    },
  });
  return smtp.close;
}
