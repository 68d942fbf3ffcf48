import type { MailMessage } from '../mail/mailer';

/** The mails the auth capability sends. Plain text with the link on a line of its own, plus simple HTML. */

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escape(text)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escape(link.href)}" style="background:#8b5cf6;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escape(link.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.6;color:#1c1c2a;max-width:560px">${body}${button}</div>`;
}

export function confirmationMail(to: string, link: string): MailMessage {
  const intro = 'Welcome to Studio 18! Please confirm your email address to finish creating your account.';
  const expiry = 'The confirmation link expires in 24 hours. If you did not sign up, you can ignore this email.';
  return {
    to,
    subject: 'Confirm your email for Studio 18',
    text: `${intro}\n\nConfirm your email:\n${link}\n\n${expiry}\n`,
    html: html([intro, expiry], { href: link, label: 'Confirm my email' }),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  const intro = 'Somebody (hopefully you) asked to reset the password of your Studio 18 account.';
  const expiry =
    'The link expires in 24 hours and works once. If you did not ask for it, you can ignore this email: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Studio 18 password',
    text: `${intro}\n\nChoose a new password:\n${link}\n\n${expiry}\n`,
    html: html([intro, expiry], { href: link, label: 'Choose a new password' }),
  };
}

/** The administrators' notification of a sign-up: type, userEmail, userId and details with a timestamp. */
export function adminNotificationMail(
  to: string,
  event: { type: 'new_signup'; userEmail: string; userId: string; timestamp: string },
): MailMessage {
  const lines = [`Type: ${event.type}`, `User email: ${event.userEmail}`, `User id: ${event.userId}`, `Timestamp: ${event.timestamp}`];
  return {
    to,
    subject: `New user signed up: ${event.userEmail}`,
    text: `A new user signed up on Studio 18.\n\n${lines.join('\n')}\n`,
    html: html(['A new user signed up on Studio 18.', ...lines]),
  };
}
