import { render } from '@react-email/render';
import { createElement } from 'react';
import type { OutgoingEmail } from '../../adapters/mailer';
import { type EmailMessage, toPlainText } from './message';
import { MessageEmail } from './templates/message-email';

/**
 * An email's two parts, rendered on the server: HTML from the React templates, plain text from
 * the same words (see message.ts). A notification a person can turn off carries its one-click
 * unsubscribe address, which the sender turns into the List-Unsubscribe headers.
 */
export async function renderEmail(
  message: EmailMessage,
): Promise<Pick<OutgoingEmail, 'subject' | 'text' | 'html' | 'unsubscribeUrl'>> {
  const html = await render(createElement(MessageEmail, { message }));
  return {
    subject: message.subject,
    text: toPlainText(message),
    html,
    unsubscribeUrl: message.unsubscribe?.url ?? null,
  };
}
