import { z } from 'zod';

/**
 * Reports of shared gallery items and the administrator's decisions on them, as the API answers them
 * and the PWA shows them. Pure TypeScript shared by both sides; no Node or Bun imports.
 */

export const REPORT_REASONS = ['no_consent', 'minor', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads, on the report form and in the review queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  no_consent: 'Depicts me without my consent',
  minor: 'Depicts a minor',
  illegal: 'Illegal content',
  other: 'Other',
};

/** Open reports older than this are overdue: the site promises a decision within 48 hours. */
export const REPORT_REVIEW_HOURS = 48;

export const REPORT_DETAILS_MAX = 2000;
export const REPORT_NOTE_MAX = 2000;

export const reportMessages = {
  itemId: 'The item to report is missing or invalid.',
  reason: 'Choose a reason for the report.',
  contactEmail: 'Enter a valid e-mail address, or leave it empty.',
  details: `The details must be at most ${REPORT_DETAILS_MAX} characters.`,
  itemGone: 'This item no longer exists.',
  tooMany: 'Too many reports. Please try again later.',
  reportId: 'The report id is invalid.',
  reportGone: 'This report does not exist.',
  decision: 'The decision must be keep or remove.',
  noteRequired: 'Say why the item is removed.',
  note: `The note must be at most ${REPORT_NOTE_MAX} characters.`,
  alreadyDecided: 'This report has already been decided.',
  status: 'The status must be open, decided or all.',
  limit: 'The limit must be a whole number from 1 to 500',
  /** The form's own words. */
  offline: 'You are offline, so the report was not sent. Send it again when you are back online.',
  /** Shown after sending. */
  sent: 'Thank you. Your report was sent. Reports are reviewed within 48 hours.',
  sentHidden: 'Thank you. The item is hidden from the gallery while we review your report. Reports are reviewed within 48 hours.',
} as const;

/** POST /api/v1/reports. */
export const reportInputSchema = z.object({
  itemId: z.uuid({ error: reportMessages.itemId }),
  reason: z.enum(REPORT_REASONS, { error: reportMessages.reason }),
  // Empty (after trimming) counts as not given, as an empty field of the form.
  contactEmail: z
    .string({ error: reportMessages.contactEmail })
    .trim()
    .max(254, reportMessages.contactEmail)
    .pipe(z.union([z.literal(''), z.email({ error: reportMessages.contactEmail })], { error: reportMessages.contactEmail }))
    .optional(),
  details: z.string({ error: reportMessages.details }).trim().max(REPORT_DETAILS_MAX, reportMessages.details).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** POST /api/v1/admin/reports/:id/decision. A removal needs a note saying why. */
export const decisionInputSchema = z
  .object({
    decision: z.enum(['keep', 'remove'], { error: reportMessages.decision }),
    note: z.string({ error: reportMessages.note }).trim().max(REPORT_NOTE_MAX, reportMessages.note).optional(),
  })
  .refine((input) => input.decision === 'keep' || Boolean(input.note), { message: reportMessages.noteRequired, path: ['note'] });
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export interface ReportCreated {
  id: string;
  /** Whether the item is now hidden from the public gallery, pending review. */
  hidden: boolean;
}

export type ReportStatus = 'open' | 'kept' | 'removed';

export interface AdminReport {
  id: string;
  reason: ReportReason;
  contactEmail: string | null;
  details: string | null;
  /** 'member' when a signed-in member sent it, else 'visitor'. */
  reporter: 'member' | 'visitor';
  createdAt: string;
  /** Seconds since it was sent, by the server's clock. */
  ageSeconds: number;
  /** Open for longer than REPORT_REVIEW_HOURS. */
  overdue: boolean;
  status: ReportStatus;
  decidedAt: string | null;
  decidedByEmail: string | null;
  decisionNote: string | null;
  item: {
    id: string;
    /** The title and file name as they were when reported (kept after the item is removed). */
    title: string;
    filename: string;
    /** False once the item has been removed from the gallery. */
    exists: boolean;
    hidden: boolean;
    type: 'image' | 'video' | null;
    url: string | null;
    thumbUrl: string | null;
  };
  /** The consent recorded for the real person the item shows, or null when there is none. */
  consent: { recordedAt: string; version: string; tool: string; sha256: string } | null;
}

export interface ReportDecision {
  id: string;
  status: Exclude<ReportStatus, 'open'>;
  /** Whether the item shows in the public gallery after the decision. */
  itemShown: boolean;
  itemRemoved: boolean;
  /** Other open reports of the same item closed with a removal. */
  closedReports: number;
}
