import { type Kysely, sql, type Transaction } from 'kysely';
import type { Config } from '../config';
import { TOOL_IDS, type ToolId, TOOLS } from '../contract/generation';
import {
  applyOverrides,
  crossCheck,
  flattenChange,
  type SettingKey,
  type SettingsChange,
  type SettingsUpdate,
  type SettingsView,
  settingsMessages,
  type SiteSettings,
} from '../contract/settings';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';

/**
 * The run-time settings: the environment's values (config) are the defaults, and a row of
 * `site_settings` overrides one. The server reads them through a small cache.
 *
 * Why a cache with a 2-second lifetime rather than LISTEN/NOTIFY: every process that shares the
 * database (more servers, `npm run worker`) sees a change within 2 seconds without holding a
 * listening connection of its own or depending on one staying up, and the cost is one read of a
 * table of a few rows per process every 2 seconds at most. The process that makes a change forgets
 * its cached values as soon as the change commits, so its very next request obeys it.
 */
export const SETTINGS_TTL_MS = 2000;

export interface SettingsStoreDeps {
  /** The owner pool: the settings are read for the server, not for a request's user. */
  owner: Kysely<Database>;
  config: Config;
  logger: Logger;
  ttlMs?: number;
}

const isSettingKey = (key: string, defaults: SiteSettings): key is SettingKey => {
  const [group, name] = key.split('.') as [keyof SiteSettings, string];
  return Boolean(defaults[group]) && name in defaults[group];
};

/** The defaults a site runs with when the table has no value: the environment's. */
export function defaultSettings(config: Config): SiteSettings {
  return {
    freeLimits: { ...config.generation.freeLimit },
    maintenance: Object.fromEntries(TOOL_IDS.map((tool) => [tool, operatorPauses(config).includes(tool)])) as Record<ToolId, boolean>,
    strikes: { ...config.generation.strikes },
  };
}

/** The tools the server keeps paused: those MAINTENANCE_TOOLS names, and paid tools with only the demo renderer in production. */
const operatorPauses = (config: Config): ToolId[] => [
  ...new Set([...config.generation.maintenanceTools, ...config.generation.demoPausedTools]),
];

/** The tools the server keeps paused stay paused whatever is stored. */
function withOperatorPauses(settings: SiteSettings, paused: readonly ToolId[]): SiteSettings {
  for (const tool of paused) settings.maintenance[tool] = true;
  return settings;
}

export function createSettingsStore(deps: SettingsStoreDeps) {
  const { owner, logger } = deps;
  const ttlMs = deps.ttlMs ?? SETTINGS_TTL_MS;
  const defaults = defaultSettings(deps.config);
  const operatorPaused = operatorPauses(deps.config);
  const settingsOf = (overrides: Partial<Record<SettingKey, unknown>>) =>
    withOperatorPauses(applyOverrides(defaults, overrides), operatorPaused);
  let cached: { at: number; values: SiteSettings } | null = null;
  let loading: Promise<SiteSettings> | null = null;
  /** Bumped by every invalidation, so a read that began before a change does not put old values back. */
  let version = 0;

  const overridesOf = (rows: Array<{ key: string; value: unknown }>) =>
    Object.fromEntries(rows.filter((row) => isSettingKey(row.key, defaults)).map((row) => [row.key, row.value])) as Partial<
      Record<SettingKey, unknown>
    >;

  async function load(): Promise<SiteSettings> {
    const started = version;
    const rows = await owner.selectFrom('site_settings').select(['key', 'value']).execute();
    const values = settingsOf(overridesOf(rows));
    if (started === version) cached = { at: Date.now(), values };
    return values;
  }

  function view(rows: Array<{ key: string; value: unknown }>): SettingsView {
    const overrides = overridesOf(rows);
    return { values: settingsOf(overrides), defaults, overridden: (Object.keys(overrides) as SettingKey[]).sort() };
  }

  const readRows = async (trx: Transaction<Database>) => trx.selectFrom('site_settings').select(['key', 'value']).execute();

  return {
    defaults,

    /**
     * The settings in force. A read that fails keeps the last values known (or the defaults) and is
     * logged: a database hiccup must not stop the catalog or the free tools.
     */
    async current(): Promise<SiteSettings> {
      if (cached && Date.now() - cached.at < ttlMs) return cached.values;
      loading ??= load().finally(() => {
        loading = null;
      });
      try {
        return await loading;
      } catch (error) {
        logger.warn('could not read the site settings; using the last known values', { error });
        return cached?.values ?? defaults;
      }
    },

    /** Forgets the cached values: the next read asks the database. */
    invalidate(): void {
      version += 1;
      cached = null;
    },

    /** GET /admin/settings, read as the request's role (admin: its policy lets it read the table). */
    async view(trx: Transaction<Database>): Promise<SettingsView> {
      return view(await readRows(trx));
    },

    /**
     * PUT /admin/settings: the change (already validated one by one) is checked against the rules
     * between settings on the values it would give, then applied by admin_update_settings, which
     * records it in the audit log. The caller forgets the cache once the transaction commits.
     *
     * The check runs under the lock admin_update_settings takes, on rows read once it is held: two
     * changes each valid alone ('warn above 9' and 'flag above 4' on 3/10/20) would otherwise both pass
     * on the rows before either, and together leave flag below warn. The request transaction reads
     * what committed before each statement, so the second change sees the first and is refused.
     */
    async update(trx: Transaction<Database>, change: SettingsChange): Promise<SettingsUpdate> {
      const flat = flattenChange(change);
      const unpaused = operatorPaused.find((tool) => flat[`maintenance.${tool}`] === false);
      if (unpaused) {
        const demoOnly = !deps.config.generation.maintenanceTools.includes(unpaused);
        throw new ApiError(
          'bad_request',
          (demoOnly ? settingsMessages.pausedForDemo : settingsMessages.pausedByOperator)(TOOLS[unpaused].name),
        );
      }
      await sql`select pg_advisory_xact_lock(hashtextextended('site_settings', 0))`.execute(trx);
      const before = await readRows(trx);
      const merged = applyOverrides(defaults, { ...overridesOf(before), ...flat });
      // A null takes an override away, so the merged values show that setting's default.
      const broken = crossCheck(merged);
      if (broken) throw new ApiError('bad_request', broken);
      let changes: SettingsUpdate['changes'] = {};
      if (Object.keys(flat).length > 0) {
        const { rows } = await sql<{
          changes: SettingsUpdate['changes'];
        }>`select public.admin_update_settings(${JSON.stringify(flat)}::jsonb) as changes`.execute(trx);
        changes = rows[0]!.changes;
      }
      return { ...view(await readRows(trx)), changes };
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
