import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part, always sent. */
  text: string;
  /** The HTML part; an email queued before HTML existed has none and goes as text alone. */
  html?: string | null;
  /**
   * One-click unsubscribe (RFC 8058) for a notification a person can turn off: sent as
   * `List-Unsubscribe` and `List-Unsubscribe-Post` so a mail app can offer its own button.
   */
  unsubscribeUrl?: string | null;
}

/** Sends one email or throws. */
export interface Mailer {
  send(
    email: OutgoingEmail & {
      /**
       * The outbox row's id. It becomes the Message-ID, so an email sent again after a crash
       * (the mail server took it, the sender died before noting so) is the same message, which
       * many mail systems recognise and show once.
       */
      id?: string;
    },
  ): Promise<void>;
  close(): void;
}

/** The List-Unsubscribe headers of RFC 2369 and RFC 8058, written as they are (no folding). */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': { prepared: true, value: `<${url}>` },
  'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
});

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example:587` or `smtps://…`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'kinwell.invalid';
  return {
    async send(email) {
      await transport.sendMail({
        from,
        ...(email.id ? { messageId: `<${email.id}@${domain}>` } : {}),
        to: email.to,
        subject: email.subject,
        // Both parts make a multipart/alternative message; mail apps show the richest they can.
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.unsubscribeUrl ? { headers: unsubscribeHeaders(email.unsubscribeUrl) } : {}),
      });
    },
    close: () => transport.close(),
  };
}
