import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one email or throws. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example:587` or `smtps://…`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
    close: () => transport.close(),
  };
}
