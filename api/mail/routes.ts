import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { loopbackOnly } from '../http/loopback';
import { type OutboxMail, readOutbox } from './outbox';

/**
 * /dev/mailbox: the outbox as a page (newest first, links clickable) and as JSON for tests. Mounted
 * only outside production and only when mails go to the outbox, and answered only to a client on this
 * machine: it holds every user's confirmation and reset links.
 */
export function devMailboxRoutes(outboxDir: string, options: { trustProxy: boolean }) {
  const routes = new Hono<AppEnv>();
  routes.use(loopbackOnly(options.trustProxy));
  routes.get('/mailbox.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    const mails = await readOutbox(outboxDir);
    return c.json(mails.map((mail) => ({ ...mail, links: linksOf(mail.text) })));
  });
  routes.get('/mailbox.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(css);
  });
  routes.get('/mailbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page(await readOutbox(outboxDir)));
  });
  return routes;
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

function linksOf(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    out += escape(text.slice(last, match.index));
    out += `<a href="${escape(match[0])}">${escape(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return out + escape(text.slice(last));
}

function page(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article class="mail" data-to="${escape(mail.to)}">
  <header><h2>${escape(mail.subject)}</h2><p>To <b>${escape(mail.to)}</b> · ${escape(mail.createdAt)}</p></header>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Studio 18</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>Dev mailbox</h1>
<p class="note">Mails the site would have sent (no SMTP_URL is set). Development only; newest first.</p>
${items || '<p class="empty">No mail yet.</p>'}
</main></body></html>`;
}

const css = `body{margin:0;background:#0a0a10;color:#ededf5;font:15px/1.6 system-ui,sans-serif}
main{max-width:860px;margin:0 auto;padding:32px 16px}h1{margin:0 0 4px}.note,.empty{color:#a2a2bb}
.mail{background:#14141f;border:1px solid rgba(255,255,255,.08);border-radius:14px;padding:16px 20px;margin:16px 0}
.mail h2{font-size:1.1rem;margin:0}.mail header p{margin:4px 0 0;color:#a2a2bb;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:12px 0 0}a{color:#c4b5fd}`;
