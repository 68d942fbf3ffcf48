import { useId } from 'react';
import { MAX_LORAS, VIDEO_ASPECTS, VIDEO_FRAMES, VIDEO_RESOLUTIONS } from '../../../../api/contract/generation';
import { AdvancedSettings } from '../../components/generation/AdvancedSettings';
import { PromptField } from '../../components/generation/PromptField';
import { ChoiceGroup } from './StudioFields';

type VideoAspect = (typeof VIDEO_ASPECTS)[number];
type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];
type VideoFrames = (typeof VIDEO_FRAMES)[number];

/** A LoRA row as typed: its scale is a number the slider keeps from 0 to 2. */
export interface LoraRow {
  key: number;
  path: string;
  scale: number;
}

/** The options both video tools share, as the form holds them (the seed as typed). */
export interface VideoSettings {
  negativePrompt: string;
  seed: string;
  aspectRatio: VideoAspect;
  resolution: VideoResolution;
  numFrames: VideoFrames;
  loras: LoraRow[];
  enableSafetyChecker: boolean;
}

/** The tools' defaults: 16:9, 720p, 129 frames, no LoRA, the safety checker off. */
export const VIDEO_DEFAULTS: VideoSettings = {
  negativePrompt: '',
  seed: '',
  aspectRatio: '16:9',
  resolution: '720p',
  numFrames: 129,
  loras: [],
  enableSafetyChecker: false,
};

/** The parameters the API takes from these settings (checked with the tool's schema before sending). */
export function videoParams(settings: VideoSettings) {
  const seed = settings.seed.trim();
  return {
    negativePrompt: settings.negativePrompt.trim(),
    loras: settings.loras.map(({ path, scale }) => ({ path: path.trim(), scale })),
    ...(seed === '' ? {} : { seed: Number(seed) }),
    aspectRatio: settings.aspectRatio,
    resolution: settings.resolution,
    numFrames: settings.numFrames,
    enableSafetyChecker: settings.enableSafetyChecker,
  };
}

/** A short line of a job's video settings ('720p · 16:9 · 129 frames'). */
export function videoSummary(params: Record<string, unknown>): string {
  const parts = [params.resolution, params.aspectRatio, params.numFrames ? `${String(params.numFrames)} frames` : null];
  if (params.proMode === true) parts.push('Pro');
  if (Array.isArray(params.loras) && params.loras.length > 0)
    parts.push(`${params.loras.length} LoRA${params.loras.length === 1 ? '' : 's'}`);
  return parts.filter((part) => typeof part === 'string' && part !== '').join(' · ');
}

let nextLoraKey = 1;

/**
 * The video options: aspect ratio, resolution and frames in view; the negative prompt, seed, LoRAs
 * (up to 3: an https URL and a scale from 0 to 2) and the safety checker under Advanced Settings.
 * `invalidLora` marks the row (index) the last check refused. `loras` false hides the LoRA rows (the
 * image-to-video model applies none, and the API refuses them there).
 */
export function VideoOptions({
  value,
  onChange,
  disabled,
  invalidLora,
  loras = true,
}: {
  value: VideoSettings;
  onChange: (next: VideoSettings) => void;
  disabled: boolean;
  invalidLora: number | null;
  loras?: boolean;
}) {
  const ids = useId();
  const set = (change: Partial<VideoSettings>) => onChange({ ...value, ...change });
  const setLora = (key: number, change: Partial<LoraRow>) =>
    set({ loras: value.loras.map((row) => (row.key === key ? { ...row, ...change } : row)) });

  return (
    <>
      <ChoiceGroup
        legend="Aspect ratio"
        options={VIDEO_ASPECTS}
        value={value.aspectRatio}
        onChange={(aspectRatio) => set({ aspectRatio })}
        disabled={disabled}
        className="video-choice-row"
        optionClassName="aspect-option"
      >
        {(aspect) => (
          <>
            <span className={`aspect-shape ${aspect === '16:9' ? 'landscape' : 'portrait'}`} aria-hidden="true" />
            <span className="aspect-name">{aspect}</span>
            <span className="aspect-size">{aspect === '16:9' ? 'Landscape' : 'Portrait'}</span>
          </>
        )}
      </ChoiceGroup>

      <div className="field-row">
        <div className="field">
          <label htmlFor={`${ids}-resolution`}>Resolution</label>
          <select
            id={`${ids}-resolution`}
            value={value.resolution}
            onChange={(event) => set({ resolution: event.target.value as VideoResolution })}
            disabled={disabled}
          >
            {VIDEO_RESOLUTIONS.map((resolution) => (
              <option key={resolution} value={resolution}>
                {resolution}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-frames`}>Frames</label>
          <select
            id={`${ids}-frames`}
            value={value.numFrames}
            onChange={(event) => set({ numFrames: Number(event.target.value) as VideoFrames })}
            disabled={disabled}
          >
            {VIDEO_FRAMES.map((frames) => (
              <option key={frames} value={frames}>
                {frames} frames{frames === 129 ? ' (longer)' : ''}
              </option>
            ))}
          </select>
        </div>
      </div>

      <AdvancedSettings
        summary={`${loras ? `${value.loras.length} LoRA${value.loras.length === 1 ? '' : 's'} · ` : ''}safety checker ${value.enableSafetyChecker ? 'on' : 'off'}`}
      >
        <PromptField
          label="Negative prompt"
          counted={false}
          value={value.negativePrompt}
          onChange={(negativePrompt) => set({ negativePrompt })}
          rows={2}
          placeholder="What to keep out: blur, flicker, distorted faces…"
          disabled={disabled}
        />
        <div className="field">
          <label htmlFor={`${ids}-seed`}>Seed (optional)</label>
          <input
            id={`${ids}-seed`}
            type="text"
            inputMode="numeric"
            value={value.seed}
            placeholder="Random"
            onChange={(event) => set({ seed: event.target.value })}
            disabled={disabled}
          />
          <p className="field-hint">The same seed and settings give the same video.</p>
        </div>

        {loras && (
          <fieldset className="choice-group lora-group">
            <legend>LoRAs</legend>
            <p className="field-hint">Up to {MAX_LORAS}: the https address of a LoRA file and its strength from 0 to 2.</p>
            {value.loras.map((row, index) => (
              <div key={row.key} className={`lora-row${invalidLora === index ? ' invalid' : ''}`}>
                <div className="field lora-path">
                  <label htmlFor={`${ids}-lora-${row.key}`}>LoRA {index + 1} URL</label>
                  <input
                    id={`${ids}-lora-${row.key}`}
                    type="url"
                    inputMode="url"
                    value={row.path}
                    placeholder="https://…/lora.safetensors"
                    aria-invalid={invalidLora === index || undefined}
                    onChange={(event) => setLora(row.key, { path: event.target.value })}
                    disabled={disabled}
                  />
                </div>
                <div className="field lora-scale">
                  <label htmlFor={`${ids}-lora-scale-${row.key}`}>Scale</label>
                  <input
                    id={`${ids}-lora-scale-${row.key}`}
                    type="number"
                    min={0}
                    max={2}
                    step={0.05}
                    value={row.scale}
                    onChange={(event) => setLora(row.key, { scale: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
                    disabled={disabled}
                  />
                </div>
                <button
                  type="button"
                  className="button ghost small lora-remove"
                  aria-label={`Remove LoRA ${index + 1}`}
                  onClick={() => set({ loras: value.loras.filter((other) => other.key !== row.key) })}
                  disabled={disabled}
                >
                  Remove
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button ghost small"
              onClick={() => set({ loras: [...value.loras, { key: nextLoraKey++, path: '', scale: 1 }] })}
              disabled={disabled || value.loras.length >= MAX_LORAS}
            >
              Add LoRA
            </button>
          </fieldset>
        )}

        <label className="switch-row">
          <input
            type="checkbox"
            role="switch"
            checked={value.enableSafetyChecker}
            onChange={(event) => set({ enableSafetyChecker: event.target.checked })}
            disabled={disabled}
          />
          <span>
            <strong>Safety checker</strong>
            <span className="muted small"> · the provider's own filter of its output</span>
          </span>
        </label>
      </AdvancedSettings>
    </>
  );
}
