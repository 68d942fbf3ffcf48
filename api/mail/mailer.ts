import type { Config } from '../config';
import { createOutbox } from './outbox';
import { createSmtpTransport } from './smtp';

/**
 * One sender, two transports: SMTP (SMTP_URL) in production, and by default an outbox folder that the
 * dev server shows at /dev/mailbox (never in production) and that tests read links from.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** One line for the start-up report. */
  describe(): string;
  /** The outbox folder when mails are kept instead of sent. */
  outboxDir?: string;
}

export function createMailer(config: Config['mail']): Mailer {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.from)
    : createOutbox(config.outboxDir, config.from, { mailboxShown: config.mailboxShown });
}
