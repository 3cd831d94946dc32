import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeStripe } from '../server/test/fake-stripe-server';
import { startSmtpTestServer } from '../server/test/smtp-test-server';
import { baseURL, MAIL_DIR, SMTP_PORT, STRIPE_PORT } from './e2e-env';

/**
 * A real SMTP server for the run; each email it receives becomes a JSON file in MAIL_DIR. And a
 * local stand-in for Stripe: its Checkout page posts the signed webhook to the app, then sends the
 * browser back.
 */
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
  const stripe = await startFakeStripe({
    port: STRIPE_PORT,
    webhookUrl: `${baseURL}/api/stripe/webhook`,
  });
  return async () => {
    await stripe.close();
    await smtp.close();
  };
}
