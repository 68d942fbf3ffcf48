import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through an SMTP server (`smtp://user:pass@host:587` or `smtps://…`). */
export function createSmtpTransport(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  const url = new URL(smtpUrl);
  return {
    describe: () => `SMTP via ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
