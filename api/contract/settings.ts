import { z } from 'zod';
import { TOOL_IDS, type ToolId, TOOLS } from './generation';

/**
 * The run-time settings the administrator changes without a restart (free-tool limits, a maintenance
 * switch per tool, the strike thresholds), their ranges and messages, and the words of strikes and
 * maintenance. Shared by the API (which validates every change) and the PWA (which validates the
 * form with the same rules before sending it).
 */

export interface SiteSettings {
  freeLimits: { perIp: number; perMember: number; windowSeconds: number };
  maintenance: Record<ToolId, boolean>;
  strikes: { warnAbove: number; flagAbove: number; suspendAbove: number; windowHours: number };
}

/** A setting's key as stored: 'freeLimits.perIp', 'maintenance.free-flux', 'strikes.warnAbove', ... */
export type SettingKey =
  | `freeLimits.${keyof SiteSettings['freeLimits']}`
  | `maintenance.${ToolId}`
  | `strikes.${keyof SiteSettings['strikes']}`;

/** The numeric settings: their label on screen and in messages, and their range. */
export const NUMBER_SETTINGS = {
  'freeLimits.perIp': { label: 'Free jobs per IP address', min: 1, max: 100_000 },
  'freeLimits.perMember': { label: 'Free jobs per member', min: 1, max: 100_000 },
  'freeLimits.windowSeconds': { label: 'The free-limit window', min: 60, max: 604_800 },
  'strikes.warnAbove': { label: 'The warning threshold', min: 1, max: 1000 },
  'strikes.flagAbove': { label: 'The flag threshold', min: 1, max: 1000 },
  'strikes.suspendAbove': { label: 'The suspension threshold', min: 1, max: 1000 },
  'strikes.windowHours': { label: 'The strike window', min: 1, max: 720 },
} as const satisfies Partial<Record<SettingKey, { label: string; min: number; max: number }>>;
export type NumberSettingKey = keyof typeof NUMBER_SETTINGS;

export const settingsMessages = {
  range: (key: NumberSettingKey) => {
    const { label, min, max } = NUMBER_SETTINGS[key];
    return `${label} must be a whole number from ${min} to ${max}`;
  },
  flagBelowWarn: 'The flag threshold must be at least the warning threshold',
  suspendBelowFlag: 'The suspension threshold must be at least the flag threshold',
  maintenanceSwitch: 'A maintenance switch must be true or false',
  notAnObject: 'The settings must be an object',
  unknown: (keys: string[]) => `Unknown setting: ${keys.join(', ')}`,
  /** A tool the operator paused in the environment (MAINTENANCE_TOOLS): its switch cannot turn it back on. */
  pausedByOperator: (name: string) =>
    `${name} is paused by the server's MAINTENANCE_TOOLS setting and stays paused until that setting is changed.`,
  pausedForDemo: (name: string) =>
    `${name} is paused because only the demo renderer serves it on this server: members would pay for output that is not AI. Set a provider key (FAL_KEY, HF_TOKEN or COMFYUI_URL), or ALLOW_DEMO_RENDERS=true.`,
  saved: 'Settings saved. They apply to the next request.',
  unchanged: 'Nothing to save: the settings are unchanged.',
} as const;

/** The words of strikes and maintenance, as the API answers them and the screens show them. */
export const strikeMessages = {
  /** Carried (as `warning`) by the refusal that takes the count above the warning threshold, and by later ones. */
  warning: 'Repeated refused prompts may suspend your access to generation.',
  suspendedAccount: 'Generation is suspended for this account after repeated refused prompts. An administrator will review it.',
  suspendedBrowser: 'Generation is suspended for this browser after repeated refused prompts. An administrator will review it.',
  liftNeedsOne: 'Name either a userId or a clientHash',
  anonymousClient: 'anonymous client',
} as const;

/** The words of the two video tools when paused: both are one service to the member. */
export const VIDEO_MAINTENANCE_MESSAGE = "Video generation is temporarily unavailable. We're working to restore service soon!";

export const maintenanceMessage = (tool: ToolId) =>
  TOOLS[tool].output === 'video' ? VIDEO_MAINTENANCE_MESSAGE : `${TOOLS[tool].name} is under maintenance. Please try again later.`;

const numberSetting = (key: NumberSettingKey) => {
  const message = settingsMessages.range(key);
  const { min, max } = NUMBER_SETTINGS[key];
  // null takes the override away: the environment's default applies again.
  return z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().optional();
};

const strict = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? settingsMessages.unknown(issue.keys) : settingsMessages.notAnObject),
  });

/** PUT /api/v1/admin/settings: any part of the settings; a null value returns that setting to its default. */
export const settingsChangeSchema = strict({
  freeLimits: strict({
    perIp: numberSetting('freeLimits.perIp'),
    perMember: numberSetting('freeLimits.perMember'),
    windowSeconds: numberSetting('freeLimits.windowSeconds'),
  }).optional(),
  maintenance: strict(
    Object.fromEntries(
      TOOL_IDS.map((tool) => [tool, z.boolean({ error: settingsMessages.maintenanceSwitch }).nullable().optional()]),
    ) as Record<ToolId, z.ZodOptional<z.ZodNullable<z.ZodBoolean>>>,
  ).optional(),
  strikes: strict({
    warnAbove: numberSetting('strikes.warnAbove'),
    flagAbove: numberSetting('strikes.flagAbove'),
    suspendAbove: numberSetting('strikes.suspendAbove'),
    windowHours: numberSetting('strikes.windowHours'),
  }).optional(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

/** The change as stored keys: {'freeLimits.perIp': 5, 'maintenance.free-flux': null, ...}. */
export function flattenChange(change: SettingsChange): Partial<Record<SettingKey, number | boolean | null>> {
  const flat: Partial<Record<SettingKey, number | boolean | null>> = {};
  for (const [group, values] of Object.entries(change) as [
    keyof SiteSettings,
    Record<string, number | boolean | null | undefined> | undefined,
  ][]) {
    for (const [name, value] of Object.entries(values ?? {})) {
      if (value !== undefined) flat[`${group}.${name}` as SettingKey] = value;
    }
  }
  return flat;
}

/** The settings with stored overrides applied over the defaults. */
export function applyOverrides(defaults: SiteSettings, overrides: Partial<Record<SettingKey, unknown>>): SiteSettings {
  const result: SiteSettings = structuredClone(defaults);
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null || value === undefined) continue;
    const [group, name] = key.split('.') as [keyof SiteSettings, string];
    const target = result[group] as Record<string, unknown> | undefined;
    if (!target || !(name in target)) continue;
    if (typeof value === typeof target[name]) target[name] = value;
  }
  return result;
}

/** The rules between settings: the first broken one's message, or null. */
export function crossCheck(settings: SiteSettings): string | null {
  if (settings.strikes.flagAbove < settings.strikes.warnAbove) return settingsMessages.flagBelowWarn;
  if (settings.strikes.suspendAbove < settings.strikes.flagAbove) return settingsMessages.suspendBelowFlag;
  return null;
}

/** GET /api/v1/admin/settings: the values in force, the environment's defaults, and which are overridden. */
export interface SettingsView {
  values: SiteSettings;
  defaults: SiteSettings;
  overridden: SettingKey[];
}

/** PUT /api/v1/admin/settings: the view after the change and what changed ({key: {from, to}}, null = the default). */
export interface SettingsUpdate extends SettingsView {
  changes: Partial<Record<SettingKey, { from: number | boolean | null; to: number | boolean | null }>>;
}

/** One account (or anonymous browser) in the review queue's flagged list. */
export interface FlaggedAccount {
  userId: string | null;
  clientHash: string | null;
  /** The account's e-mail; null for an anonymous browser. */
  email: string | null;
  /** Refused prompts in the strike window (since the last lift). */
  refusals: number;
  lastRefusedAt: string | null;
  /** The three latest refused prompts, cut to 160 characters. */
  recentPrompts: Array<{ tool: string; rule: string; at: string; prompt: string }>;
  suspendedAt: string | null;
  reason: string | null;
}

export interface FlagsResponse {
  accounts: FlaggedAccount[];
  thresholds: SiteSettings['strikes'];
}

/** POST /api/v1/admin/suspensions/lift: one account or one browser. */
export const liftSchema = z
  .strictObject(
    {
      userId: z.uuid({ error: 'The userId must be a user id' }).optional(),
      clientHash: z
        .string({ error: 'The clientHash must be a client hash' })
        .regex(/^[0-9a-f]{64}$/, 'The clientHash must be a client hash')
        .optional(),
    },
    { error: strikeMessages.liftNeedsOne },
  )
  .refine((body) => (body.userId === undefined) !== (body.clientHash === undefined), strikeMessages.liftNeedsOne);

/** An entry of the audit log as the administrator reads it. */
export interface AuditEntry {
  id: string;
  at: string;
  /** Who acted; null for the site itself (the content policy, the worker). */
  actor: { id: string; email: string | null } | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  /** The subject's e-mail when the subject is an account that still exists. */
  subjectEmail: string | null;
  details: Record<string, unknown>;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const auditMessages = {
  action: 'The action filter must be an action name or its first part, such as tokens or report.remove',
  actor: 'The actor filter must be at most 254 characters',
  subject: 'The subject filter must be at most 200 characters',
  from: 'The start of the time range must be a date and time such as 2026-11-25T00:00:00Z',
  to: 'The end of the time range must be a date and time such as 2026-11-25T00:00:00Z',
  range: 'The start of the time range must be before its end',
  cursor: 'Invalid page cursor',
  limit: 'The limit must be a whole number from 1 to 100',
} as const;
