import { useCallback, useState } from 'react';
import {
  type Generation,
  toolParams,
  UPSCALE_MAX_SIDE,
  UPSCALE_MODELS,
  UPSCALE_SCALES,
  type UpscaleModelId,
  type UpscaleScale,
  upscaleSizeProblem,
} from '../../../../api/contract/generation';
import { ChoiceGroup } from './StudioFields';
import { ImageToolView, type ToolSettings } from './ImageToolView';
import { pixels, type Size } from './imageTool';

const TOOL = 'upscale';
/** The tool's defaults, as the server applies them (×4, the fast model). */
const DEFAULTS = toolParams[TOOL].parse({ uploadId: '00000000-0000-4000-8000-000000000000' });

const MODELS: Record<UpscaleModelId, { name: string; detail: string }> = {
  fast: { name: 'Fast', detail: `${UPSCALE_MODELS.fast} · seconds` },
  quality: { name: 'Quality', detail: `${UPSCALE_MODELS.quality} · finer detail` },
};
const MODEL_IDS = Object.keys(MODELS) as UpscaleModelId[];
const SEGMENTS = { className: 'segmented image-tool-options', optionClassName: 'segment' };

/** AI Upscale (/apps/upscale): an image enlarged ×2 or ×4 by ESRGAN on our servers, compared with the original. */
export default function UpscaleView() {
  const [scale, setScale] = useState<UpscaleScale>(DEFAULTS.scale);
  const [model, setModel] = useState<UpscaleModelId>(DEFAULTS.model);

  const showSettings = useCallback((job: Generation) => {
    const parsed = toolParams[TOOL].safeParse(job.params);
    if (!parsed.success) return;
    setScale(parsed.data.scale);
    setModel(parsed.data.model);
  }, []);

  function settings(input: Size | null, busy: boolean): ToolSettings<typeof TOOL> {
    const output = input ? { width: input.width * scale, height: input.height * scale } : null;
    const over = input !== null && upscaleSizeProblem(input.width, input.height, scale) !== null;
    return {
      params: { scale, model },
      // Too large for ×4 but not for ×2: one click takes ×2.
      fix: (size) =>
        scale === 4 && !upscaleSizeProblem(size.width, size.height, 2) ? { label: 'Use ×2 instead', apply: () => setScale(2) } : null,
      resultSize: (size) => ({ width: size.width * scale, height: size.height * scale }),
      node: (
        <>
          <ChoiceGroup {...SEGMENTS} legend="Scale" options={UPSCALE_SCALES} value={scale} onChange={setScale} disabled={busy}>
            {(value) => (
              <span>
                ×{value}
                <small>up to {UPSCALE_MAX_SIDE[value]} px</small>
              </span>
            )}
          </ChoiceGroup>

          <ChoiceGroup {...SEGMENTS} legend="Model" options={MODEL_IDS} value={model} onChange={setModel} disabled={busy}>
            {(id) => (
              <span>
                {MODELS[id].name}
                <small>{MODELS[id].detail}</small>
              </span>
            )}
          </ChoiceGroup>

          <div className={`image-tool-size${over ? ' over' : ''}`}>
            <span className="image-tool-size-label">Result size</span>
            {input && output ? (
              <span className="image-tool-size-value">
                {pixels(input)} → <strong>{pixels(output)}</strong>
              </span>
            ) : (
              <span className="image-tool-size-value muted">×{scale} your image&apos;s width and height</span>
            )}
          </div>
        </>
      ),
    };
  }

  return (
    <ImageToolView
      tool={TOOL}
      lead="Enlarge a photo two or four times. ESRGAN redraws the fine detail instead of stretching the pixels: drag the divider to see the difference."
      settings={settings}
      onLinkedJob={showSettings}
      generate={{ label: `Upscale ×${scale}`, busyLabel: 'Upscaling…' }}
      result={{ alt: `After: upscaled ×${scale}`, fileStem: `upscaled x${scale}`, note: 'PNG' }}
      handOver={{ tool: 'remove-background', label: 'Remove background of this' }}
      reusable
      tooLarge={`Too large for ×${scale}`}
    />
  );
}
