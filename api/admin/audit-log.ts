import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { digits } from '../contract/query';
import { type AuditEntry, auditMessages, type AuditPage } from '../contract/settings';
import type { Database } from '../db/schema';

/** Escapes LIKE's wildcards so a search for `a_b%` finds exactly that text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page cursor: the last entry's id (entries are listed in the order they were written, by id). */
const CURSOR = /^\d{1,18}$/;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => value || undefined)
    .optional();
const time = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.iso.datetime({ offset: true, error: message }).optional())
    .optional();

/** GET /api/v1/admin/audit's query: every filter optional, newest first, keyset pages. */
export const auditQuerySchema = z
  .object({
    action: optionalText(100, auditMessages.action).pipe(
      z
        .string()
        .regex(/^[a-z_]+(\.[a-z_]+)*$/, auditMessages.action)
        .optional(),
    ),
    actor: optionalText(254, auditMessages.actor),
    subject: optionalText(200, auditMessages.subject),
    from: time(auditMessages.from),
    to: time(auditMessages.to),
    cursor: z.string({ error: auditMessages.cursor }).regex(CURSOR, auditMessages.cursor).optional(),
    limit: digits(auditMessages.limit, { min: 1, max: 100 }).default(50),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), auditMessages.range);
export type AuditQuery = z.output<typeof auditQuerySchema>;

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  subject_email: string | null;
  details: Record<string, unknown>;
}

/**
 * A page of the audit log, newest first, read as the request's role (admin: the log's only reader).
 * `action` matches that action and the actions under it ('tokens' finds 'tokens.grant'); `actor` is a
 * part of the actor's e-mail (any case); `subject` a subject id exactly; `from` inclusive, `to` exclusive.
 */
export async function readAuditLog(trx: Transaction<Database>, query: AuditQuery): Promise<AuditPage> {
  const filters = [sql`true`];
  if (query.action) filters.push(sql`(a.action = ${query.action} or a.action like ${`${likeLiteral(query.action)}.%`})`);
  if (query.actor) filters.push(sql`a.actor_email ilike ${`%${likeLiteral(query.actor)}%`}`);
  if (query.subject) filters.push(sql`a.subject_id = ${query.subject}`);
  if (query.from) filters.push(sql`a.at >= ${query.from}::timestamptz`);
  if (query.to) filters.push(sql`a.at < ${query.to}::timestamptz`);
  if (query.cursor) filters.push(sql`a.id < ${query.cursor}::bigint`);
  const { rows } = await sql<AuditRow>`
    select a.id::text as id, a.at, a.actor_id, a.actor_email, a.action, a.subject_type, a.subject_id, a.subject_email, a.details
    from public.audit_entries a
    where ${sql.join(filters, sql` and `)}
    order by a.id desc
    limit ${query.limit + 1}`.execute(trx);
  const more = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    entries: shown.map(
      (row): AuditEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actor_id ? { id: row.actor_id, email: row.actor_email } : null,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        subjectEmail: row.subject_email,
        details: row.details,
      }),
    ),
    nextCursor: more && last ? last.id : null,
  };
}
