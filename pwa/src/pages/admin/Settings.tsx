import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { TOOL_IDS, type ToolId, TOOLS } from '../../../../api/contract/generation';
import {
  applyOverrides,
  crossCheck,
  NUMBER_SETTINGS,
  type NumberSettingKey,
  type SettingKey,
  type SettingsChange,
  settingsChangeSchema,
  settingsMessages,
  type SettingsView,
  type SiteSettings,
} from '../../../../api/contract/settings';
import { ApiError, trustAdminApi } from '../../api/client';
import { type AlertMessage, FormAlert } from '../../components/FormAlert';
import { PageSpinner } from '../../components/Spinner';
import { formatNumber } from '../../format';
import { AdminLayout } from './AdminLayout';

/** The number fields of each group, in the order shown, with their unit. */
const GROUPS: Array<{
  id: 'freeLimits' | 'strikes';
  title: string;
  intro: string;
  fields: Array<{ key: NumberSettingKey; label: string; unit: string }>;
}> = [
  {
    id: 'freeLimits',
    title: 'Free tools limits',
    intro: 'How many free jobs (FREE FLUX, AI Image Remix) one address and one member may start per window.',
    fields: [
      { key: 'freeLimits.perIp', label: 'Jobs per IP address', unit: 'jobs' },
      { key: 'freeLimits.perMember', label: 'Jobs per member', unit: 'jobs' },
      { key: 'freeLimits.windowSeconds', label: 'Window', unit: 'seconds' },
    ],
  },
  {
    id: 'strikes',
    title: 'Strikes',
    intro:
      'Refused prompts of one account or browser within the window: above each threshold it is warned, flagged for review, then suspended.',
    fields: [
      { key: 'strikes.warnAbove', label: 'Warn above', unit: 'refusals' },
      { key: 'strikes.flagAbove', label: 'Flag above', unit: 'refusals' },
      { key: 'strikes.suspendAbove', label: 'Suspend above', unit: 'refusals' },
      { key: 'strikes.windowHours', label: 'Window', unit: 'hours' },
    ],
  },
];

const valueOf = (settings: SiteSettings, key: SettingKey): number | boolean => {
  const [group, name] = key.split('.') as [keyof SiteSettings, string];
  return (settings[group] as Record<string, number | boolean>)[name]!;
};

type Draft = { numbers: Record<NumberSettingKey, string>; maintenance: Record<ToolId, boolean>; reset: Set<SettingKey> };

function draftOf(view: SettingsView): Draft {
  return {
    numbers: Object.fromEntries(
      Object.keys(NUMBER_SETTINGS).map((key) => [key, String(valueOf(view.values, key as SettingKey))]),
    ) as Draft['numbers'],
    maintenance: { ...view.values.maintenance },
    reset: new Set(),
  };
}

/** The change the draft makes to the view: only what differs, a reset as null. */
function changeOf(view: SettingsView, draft: Draft): { change: SettingsChange; count: number } {
  const change: Record<string, Record<string, number | boolean | null>> = {};
  let count = 0;
  const put = (key: SettingKey, value: number | boolean | null) => {
    const [group, name] = key.split('.') as [string, string];
    (change[group] ??= {})[name] = value;
    count += 1;
  };
  for (const key of Object.keys(NUMBER_SETTINGS) as NumberSettingKey[]) {
    if (draft.reset.has(key)) {
      if (view.overridden.includes(key)) put(key, null);
      continue;
    }
    const text = draft.numbers[key].trim();
    const number = text === '' || !/^-?\d+(\.\d+)?$/.test(text) ? Number.NaN : Number(text);
    if (number !== valueOf(view.values, key)) put(key, Number.isNaN(number) ? (text as unknown as number) : number);
  }
  for (const tool of TOOL_IDS) {
    const key: SettingKey = `maintenance.${tool}`;
    if (draft.reset.has(key)) {
      if (view.overridden.includes(key)) put(key, null);
    } else if (draft.maintenance[tool] !== view.values.maintenance[tool]) put(key, draft.maintenance[tool]);
  }
  return { change: change as SettingsChange, count };
}

/** The first rule the change breaks, checked as the server checks it, and the field it is about. */
function validate(view: SettingsView, change: SettingsChange): { message: string; key: SettingKey | null } | null {
  const parsed = settingsChangeSchema.safeParse(change);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      message: issue.message,
      key: issue.path.length >= 2 ? (`${String(issue.path[0])}.${String(issue.path[1])}` as SettingKey) : null,
    };
  }
  const overrides: Partial<Record<SettingKey, unknown>> = {};
  for (const key of view.overridden) overrides[key] = valueOf(view.values, key);
  for (const [group, values] of Object.entries(parsed.data)) {
    for (const [name, value] of Object.entries(values ?? {})) overrides[`${group}.${name}` as SettingKey] = value;
  }
  const broken = crossCheck(applyOverrides(view.defaults, overrides));
  if (!broken) return null;
  return { message: broken, key: broken === settingsMessages.flagBelowWarn ? 'strikes.flagAbove' : 'strikes.suspendAbove' };
}

const describeDefault = (value: number | boolean, unit: string) =>
  typeof value === 'boolean' ? (value ? 'paused' : 'running') : `${formatNumber(value)} ${unit}`;

/** Settings (/admin/settings): free-tool limits, a maintenance switch per tool and the strike thresholds, applied without a restart. */
export default function Settings() {
  const [view, setView] = useState<SettingsView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [invalidKey, setInvalidKey] = useState<SettingKey | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    trustAdminApi.settings(controller.signal).then(
      (loaded) => {
        setView(loaded);
        setDraft(draftOf(loaded));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error instanceof ApiError ? error.message : 'The settings could not be loaded.');
      },
    );
    return () => controller.abort();
  }, []);

  const pending = useMemo(() => (view && draft ? changeOf(view, draft) : { change: {}, count: 0 }), [view, draft]);

  if (loadError) {
    return (
      <AdminLayout title="Settings">
        <FormAlert alert={{ kind: 'error', message: loadError }} />
      </AdminLayout>
    );
  }
  if (!view || !draft) {
    return (
      <AdminLayout title="Settings">
        <PageSpinner label="Loading the settings" />
      </AdminLayout>
    );
  }

  const edit = (change: (current: Draft) => Draft) => {
    setDraft((current) => (current ? change(current) : current));
    setAlert(null);
    setInvalidKey(null);
  };
  const setNumber = (key: NumberSettingKey, text: string) =>
    edit((current) => {
      const reset = new Set(current.reset);
      reset.delete(key);
      return { ...current, numbers: { ...current.numbers, [key]: text }, reset };
    });
  const setSwitch = (tool: ToolId, on: boolean) =>
    edit((current) => {
      const reset = new Set(current.reset);
      reset.delete(`maintenance.${tool}`);
      return { ...current, maintenance: { ...current.maintenance, [tool]: on }, reset };
    });
  const takeDefault = (key: SettingKey) =>
    edit((current) => {
      const reset = new Set(current.reset);
      reset.add(key);
      const [, name] = key.split('.') as [string, string];
      const fallback = valueOf(view.defaults, key);
      return key.startsWith('maintenance.')
        ? { ...current, maintenance: { ...current.maintenance, [name]: fallback as boolean }, reset }
        : { ...current, numbers: { ...current.numbers, [key]: String(fallback) }, reset };
    });
  /** Whether the key will be overridden once saved: overridden now and not being reset, or being given a value. */
  const overridden = (key: SettingKey) => !draft.reset.has(key) && view.overridden.includes(key);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!view || !draft || saving) return;
    const { change, count } = changeOf(view, draft);
    if (count === 0) {
      setAlert({ kind: 'success', message: settingsMessages.unchanged });
      return;
    }
    const problem = validate(view, change);
    if (problem) {
      setAlert({ kind: 'error', message: problem.message });
      setInvalidKey(problem.key);
      return;
    }
    setSaving(true);
    setAlert(null);
    try {
      const saved = await trustAdminApi.updateSettings(change);
      setView(saved);
      setDraft(draftOf(saved));
      setAlert({ kind: 'success', message: settingsMessages.saved });
    } catch (error) {
      setAlert({ kind: 'error', message: error instanceof ApiError ? error.message : 'The settings could not be saved.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <AdminLayout
      title="Settings"
      intro="Changes apply to the next request, without a restart. Values not set here come from the server's environment."
    >
      <form className="settings-form" onSubmit={save} noValidate aria-label="Site settings">
        {GROUPS.map((group) => (
          <fieldset key={group.id} className="card settings-group">
            <legend className="settings-legend">{group.title}</legend>
            <p className="muted small settings-intro">{group.intro}</p>
            <div className="settings-fields">
              {group.fields.map((field) => {
                const fallback = valueOf(view.defaults, field.key);
                const { min, max } = NUMBER_SETTINGS[field.key];
                return (
                  <div key={field.key} className="field settings-field">
                    <div className="field-label-row">
                      <label htmlFor={`setting-${field.key}`}>{field.label}</label>
                      {overridden(field.key) && <span className="settings-badge">Overridden</span>}
                    </div>
                    <div className="settings-input">
                      <input
                        id={`setting-${field.key}`}
                        type="number"
                        inputMode="numeric"
                        min={min}
                        max={max}
                        step={1}
                        value={draft.numbers[field.key]}
                        aria-invalid={invalidKey === field.key || undefined}
                        aria-describedby={`setting-${field.key}-hint`}
                        onChange={(event) => setNumber(field.key, event.target.value)}
                      />
                      <span className="settings-unit" aria-hidden="true">
                        {field.unit}
                      </span>
                    </div>
                    <p id={`setting-${field.key}-hint`} className="field-hint settings-hint">
                      Default {describeDefault(fallback, field.unit)}
                      {overridden(field.key) && (
                        <>
                          {' · '}
                          <button type="button" className="link-button small" onClick={() => takeDefault(field.key)}>
                            Use default
                          </button>
                        </>
                      )}
                    </p>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}

        <fieldset className="card settings-group">
          <legend className="settings-legend">Maintenance</legend>
          <p className="muted small settings-intro">
            A paused tool refuses new jobs and its page says it is under maintenance. Jobs already started finish.
          </p>
          <ul className="settings-switches">
            {TOOL_IDS.map((tool) => {
              const key: SettingKey = `maintenance.${tool}`;
              const on = draft.maintenance[tool];
              return (
                <li key={tool} className="settings-switch-row">
                  <label className="settings-switch" htmlFor={`setting-${key}`}>
                    <input
                      id={`setting-${key}`}
                      type="checkbox"
                      role="switch"
                      checked={on}
                      onChange={(event) => setSwitch(tool, event.target.checked)}
                    />
                    <span className="switch-track" aria-hidden="true">
                      <span className="switch-thumb" />
                    </span>
                    <span className="settings-switch-text">
                      <span className="settings-switch-name">Pause {TOOLS[tool].name}</span>
                      <span className={`settings-state ${on ? 'paused' : 'running'}`}>{on ? 'Under maintenance' : 'Running'}</span>
                    </span>
                  </label>
                  <span className="field-hint settings-hint">
                    Default {describeDefault(view.defaults.maintenance[tool], '')}
                    {overridden(key) && (
                      <>
                        {' · '}
                        <button type="button" className="link-button small" onClick={() => takeDefault(key)}>
                          Use default
                        </button>
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="settings-actions">
          <FormAlert alert={alert} reveal />
          <div className="settings-buttons">
            <button
              type="button"
              className="button ghost"
              disabled={saving || pending.count === 0}
              onClick={() => edit(() => draftOf(view))}
            >
              Discard changes
            </button>
            <button type="submit" className="button primary" disabled={saving}>
              {saving ? 'Saving…' : pending.count > 0 ? `Save ${pending.count} change${pending.count === 1 ? '' : 's'}` : 'Save'}
            </button>
          </div>
        </div>
      </form>
    </AdminLayout>
  );
}
