import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  type AdminReport,
  type DecisionInput,
  REPORT_REVIEW_HOURS,
  type ReportCreated,
  type ReportDecision,
  type ReportInput,
} from '../contract/reports';
import type { RequestTransaction } from '../http/context';
import type { Logger } from '../log/logger';
import type { Storage } from '../storage/storage';

/**
 * Reports of shared gallery items and the administrator's decisions. The rules live in two SQL
 * functions (api/reports/reports.sql): `submit_report` checks the item, counts the limits,
 * records the report and hides the item, `admin_decide_report` keeps or removes it and writes the
 * audit log; each is one change in the request's transaction. The files of a removed item are
 * deleted once that transaction has committed.
 */

export interface ReportLimits {
  perIp: number;
  perItem: number;
  windowSeconds: number;
}

/** The address is kept only as this hash (on the report and as the rate limit's key). */
export const ipHash = (ip: string) => createHash('sha256').update(`ip:${ip}`).digest('hex');

/** Records a report from the request's caller (anonymous or member) coming from `ip`. */
export async function submitReport(trx: RequestTransaction, input: ReportInput, ip: string, limits: ReportLimits): Promise<ReportCreated> {
  const { rows } = await sql<{ report_id: string; hidden: boolean }>`
    select report_id, hidden from public.submit_report(${input.itemId}::uuid, ${input.reason}, ${input.contactEmail ?? null},
      ${input.details ?? null}, ${ipHash(ip)}, ${limits.perIp}::integer, ${limits.perItem}::integer, ${limits.windowSeconds}::integer)`.execute(
    trx,
  );
  return { id: rows[0]!.report_id, hidden: rows[0]!.hidden };
}

export type ReportFilter = 'open' | 'decided' | 'all';

/**
 * The reports for the review queue, read as the administrator (only the admin role may read them):
 * open ones first, oldest first; then decided ones, the latest decision first. Each with its item as
 * it is now (hidden, or gone) and the item's consent record.
 */
export async function listReports(trx: RequestTransaction, storage: Storage, filter: ReportFilter, limit: number): Promise<AdminReport[]> {
  let query = trx
    .selectFrom('report_queue as r')
    .select([
      'r.id',
      'r.reason',
      'r.contact_email',
      'r.details',
      'r.reporter_id',
      'r.created_at',
      'r.status',
      'r.decided_at',
      'r.decided_by_email',
      'r.decision_note',
      'r.item_id',
      'r.item_title',
      'r.item_filename',
      'r.live_id',
      'r.type',
      'r.filename',
      'r.thumb_key',
      'r.hidden_at',
      'r.consent_at',
      'r.consent_version',
      'r.consent_tool',
      'r.consent_sha256',
      sql<number>`floor(extract(epoch from now() - r.created_at))::integer`.as('age_seconds'),
    ])
    .orderBy(sql`r.status = 'open'`, 'desc')
    .orderBy(sql`case when r.status = 'open' then r.created_at end`, 'asc')
    .orderBy('r.decided_at', 'desc')
    .orderBy('r.id')
    .limit(limit);
  if (filter === 'open') query = query.where('r.status', '=', 'open');
  if (filter === 'decided') query = query.where('r.status', '<>', 'open');
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    contactEmail: row.contact_email,
    details: row.details,
    reporter: row.reporter_id ? 'member' : 'visitor',
    createdAt: row.created_at.toISOString(),
    ageSeconds: row.age_seconds,
    overdue: row.status === 'open' && row.age_seconds > REPORT_REVIEW_HOURS * 3600,
    status: row.status,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedByEmail: row.decided_by_email,
    decisionNote: row.decision_note,
    item: {
      id: row.item_id,
      title: row.item_title,
      filename: row.item_filename,
      exists: row.live_id !== null,
      hidden: row.hidden_at !== null,
      type: row.type,
      url: row.filename ? storage.publicUrl('gallery', row.filename) : null,
      thumbUrl: row.thumb_key ? storage.publicUrl('gallery', row.thumb_key) : null,
    },
    consent:
      row.consent_at && row.consent_version && row.consent_tool && row.consent_sha256
        ? { recordedAt: row.consent_at.toISOString(), version: row.consent_version, tool: row.consent_tool, sha256: row.consent_sha256 }
        : null,
  }));
}

interface DecisionOutcome {
  status: 'kept' | 'removed';
  itemShown: boolean;
  itemRemoved: boolean;
  closedReports: number;
  filename: string | null;
  thumbKey: string | null;
}

/**
 * The administrator keeps or removes a reported item. A removed item's file and thumbnail are deleted
 * from the gallery bucket after the decision has committed (`afterCommit`); a failure there is
 * logged, and the row is gone either way.
 */
export async function decideReport(
  trx: RequestTransaction,
  deps: { storage: Storage; afterCommit: (work: () => Promise<void>) => void; logger: Logger },
  id: string,
  input: DecisionInput,
): Promise<ReportDecision> {
  const { rows } = await sql<{ outcome: DecisionOutcome }>`
    select public.admin_decide_report(${id}::uuid, ${input.decision}, ${input.note ?? null}) as outcome`.execute(trx);
  const outcome = rows[0]!.outcome;
  const keys = [outcome.filename, outcome.thumbKey].filter((key): key is string => Boolean(key));
  if (keys.length > 0) {
    deps.afterCommit(async () => {
      for (const key of keys) {
        await deps.storage
          .delete('gallery', key)
          .catch((error: unknown) => deps.logger.warn('could not delete a removed item file', { key, error }));
      }
    });
  }
  return {
    id,
    status: outcome.status,
    itemShown: outcome.itemShown,
    itemRemoved: outcome.itemRemoved,
    closedReports: outcome.closedReports,
  };
}
