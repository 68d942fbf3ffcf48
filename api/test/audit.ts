import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** An audit log entry as the tests read it (the owner's connection, so RLS does not filter it). */
export interface AuditEntry {
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: Record<string, unknown>;
}

/** The entries about one subject, oldest first; only those of `subjectType` when given. */
export async function auditEntriesAbout(owner: Kysely<Database>, subjectId: string, subjectType?: string): Promise<AuditEntry[]> {
  const { rows } = await sql<AuditEntry>`
    select actor_id, actor_email, action, subject_type, subject_id, details from public.audit_log
    where subject_id = ${subjectId} and (${subjectType ?? null}::text is null or subject_type = ${subjectType ?? null})
    order by id`.execute(owner);
  return rows;
}
