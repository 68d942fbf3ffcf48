import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

export interface OutboxMail extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
}

/**
 * Mails kept as JSON files, one per mail, named so that name order is time order. Written to a
 * temporary name and renamed, so a reader never sees half a mail; several processes may share it.
 */
export function createOutbox(dir: string, from: string, options: { mailboxShown: boolean } = { mailboxShown: true }): Mailer {
  return {
    outboxDir: dir,
    describe: () =>
      options.mailboxShown
        ? `outbox (no SMTP_URL; mails are kept in ${dir} and shown at /dev/mailbox)`
        : `outbox (no SMTP_URL: no mail leaves this server; confirmation and reset mails are kept in ${dir}, ` +
          `one JSON file per mail, newest last by name, for the operator to read and pass on; set SMTP_URL to send them)`,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = randomUUID();
      const mail: OutboxMail = { id, from, createdAt, ...message };
      const name = `${createdAt.replace(/[:.]/g, '-')}-${id}.json`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, JSON.stringify(mail, null, 2), { mode: 0o600 });
      await rename(temporary, path.join(dir, name));
    },
  };
}

/** The kept mails, newest first. */
export async function readOutbox(dir: string, limit = 200): Promise<OutboxMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const mails = await Promise.all(
    names.slice(0, limit).map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails;
}
