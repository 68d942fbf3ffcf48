import {
  PREMIUM_ASPECT_IDS,
  PREMIUM_ASPECTS,
  PREMIUM_PERFORMANCE,
  PREMIUM_PERFORMANCE_IDS,
  PREMIUM_PROVIDERS,
  PREMIUM_STYLE_MODELS,
  type PremiumAspect,
  type PremiumPerformance,
  type PremiumProvider,
  type PremiumStyleModel,
  PROVIDER_LABELS,
  type ToolParams,
  toolParams,
} from '../../../../api/contract/generation';
import { AdvancedSettings, RangeField } from '../../components/generation/AdvancedSettings';
import { PromptField } from '../../components/generation/PromptField';
import { ChipGroup, ChoiceGroup } from './StudioFields';

const TOOL = 'premium-text-to-image';
type PremiumParams = ToolParams<typeof TOOL>;
/** Where the steps slider starts when a member sets the steps themselves. */
const CUSTOM_STEPS_START = 50;
const IMAGE_NUMBERS = [1, 2, 3, 4] as const;
const STYLE_MODELS = PREMIUM_STYLE_MODELS.map((style) => ({ name: style.name, title: style.phrase }));

/** The premium form's settings besides the prompt; `customSteps` off: the performance preset's steps. */
export interface PremiumSettingsValue {
  aspect: PremiumAspect;
  imageNumber: number;
  styles: PremiumStyleModel[];
  performance: PremiumPerformance;
  customSteps: boolean;
  steps: number;
  guidance: number;
  negativePrompt: string;
  provider: PremiumProvider;
}

/** The settings of a job's parameters (a job opened from its link shows with the settings it was made with). */
export function premiumSettings(params: PremiumParams): PremiumSettingsValue {
  return {
    aspect: params.aspect,
    imageNumber: params.imageNumber,
    styles: [...params.styles],
    performance: params.performance,
    customSteps: params.steps !== undefined,
    steps: params.steps ?? CUSTOM_STEPS_START,
    guidance: params.guidance,
    negativePrompt: params.negativePrompt,
    provider: params.apiProvider,
  };
}

/** The tool's defaults, as the server applies them (portrait, 2 images, Quality, FLUX.1-dev, fal). */
export const PREMIUM_DEFAULTS = premiumSettings(toolParams[TOOL].parse({ prompt: 'defaults' }));

/** The parameters the API takes for this prompt with these settings. */
export function premiumParams(prompt: string, settings: PremiumSettingsValue) {
  const { aspect, imageNumber, styles, performance, guidance, negativePrompt, provider } = settings;
  return {
    prompt,
    negativePrompt,
    guidance,
    styles,
    imageNumber,
    aspect,
    performance,
    apiProvider: provider,
    ...(settings.customSteps ? { steps: settings.steps } : {}),
  };
}

/** The small frame of an aspect option, its longer side 30 px. */
function shapeOf({ width, height }: { width: number; height: number }) {
  const scale = 30 / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The premium settings: the aspect ratio and the number of images in view; the style models, the
 * performance preset (or the steps set by hand), guidance, the negative prompt and the provider
 * under Advanced Settings.
 */
export function PremiumSettings({
  value,
  onChange,
  disabled,
}: {
  value: PremiumSettingsValue;
  onChange: (change: Partial<PremiumSettingsValue>) => void;
  disabled: boolean;
}) {
  const { performance, customSteps, styles } = value;
  const stepsText = customSteps ? `${value.steps} steps` : `${performance} (${PREMIUM_PERFORMANCE[performance]} steps)`;
  const toggleStyle = (name: PremiumStyleModel) =>
    onChange({ styles: styles.includes(name) ? styles.filter((style) => style !== name) : [...styles, name] });
  return (
    <>
      <ChoiceGroup
        legend="Aspect ratio"
        options={PREMIUM_ASPECT_IDS}
        value={value.aspect}
        onChange={(aspect) => onChange({ aspect })}
        disabled={disabled}
        className="aspect-options studio-aspects"
        optionClassName="aspect-option"
      >
        {(id) => (
          <>
            <span className="aspect-shape" style={shapeOf(PREMIUM_ASPECTS[id])} aria-hidden="true" />
            <span className="aspect-name">{PREMIUM_ASPECTS[id].label}</span>
            <span className="aspect-size">{id}</span>
          </>
        )}
      </ChoiceGroup>

      <ChoiceGroup
        legend="Number of images"
        options={IMAGE_NUMBERS}
        value={value.imageNumber}
        onChange={(imageNumber) => onChange({ imageNumber })}
        disabled={disabled}
        className="segmented"
        optionClassName="segment"
      >
        {(count) => <span>{count}</span>}
      </ChoiceGroup>

      <AdvancedSettings summary={`${stepsText} · guidance ${value.guidance}`}>
        <ChipGroup
          legend="Style models"
          hint="Each adds its look to your prompt; choose any number."
          chips={STYLE_MODELS}
          pressed={(name) => styles.includes(name)}
          onPress={toggleStyle}
          disabled={disabled}
        />

        <ChoiceGroup
          legend="Performance"
          options={PREMIUM_PERFORMANCE_IDS}
          value={performance}
          onChange={(id) => onChange({ performance: id })}
          disabled={disabled}
          className="segmented wide"
          optionClassName={`segment${customSteps ? ' overridden' : ''}`}
        >
          {(id) => (
            <span>
              {id}
              <small>{PREMIUM_PERFORMANCE[id]} steps</small>
            </span>
          )}
        </ChoiceGroup>

        <div className="field">
          <label className="checkbox compact">
            <input
              type="checkbox"
              checked={customSteps}
              onChange={(event) => onChange({ customSteps: event.target.checked })}
              disabled={disabled}
            />
            Set the steps myself (overrides the performance preset)
          </label>
          {customSteps && (
            <RangeField
              id="premium-steps"
              label="Steps"
              value={value.steps}
              min={20}
              max={100}
              onChange={(steps) => onChange({ steps })}
              disabled={disabled}
            />
          )}
        </div>

        <RangeField
          id="premium-guidance"
          label="Guidance"
          value={value.guidance}
          min={1}
          max={20}
          step={0.5}
          onChange={(guidance) => onChange({ guidance })}
          disabled={disabled}
        />

        <PromptField
          label="Negative prompt"
          counted={false}
          value={value.negativePrompt}
          onChange={(negativePrompt) => onChange({ negativePrompt })}
          rows={3}
          placeholder="What the picture should not have: blurry, extra fingers…"
        />

        <div className="field">
          <label htmlFor="premium-provider">Provider</label>
          <select
            id="premium-provider"
            value={value.provider}
            onChange={(event) => onChange({ provider: event.target.value as PremiumProvider })}
            disabled={disabled}
          >
            {PREMIUM_PROVIDERS.map((id) => (
              <option key={id} value={id}>
                {PROVIDER_LABELS[id] ?? id}
              </option>
            ))}
          </select>
          <p className="field-hint">The other provider takes over when the chosen one fails.</p>
        </div>
      </AdvancedSettings>
    </>
  );
}
