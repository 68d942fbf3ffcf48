import { useCallback, useState } from 'react';
import {
  type Generation,
  generationMessages,
  toolParams,
  UPSCALE_MAX_SIDE,
  UPSCALE_MODELS,
  UPSCALE_SCALES,
  type UpscaleModelId,
  type UpscaleScale,
} from '../../../../api/contract/generation';
import { ImageToolView, type ToolSettings } from './ImageToolView';
import { pixels, type Size } from './imageTool';

const TOOL = 'upscale';
/** The tool's defaults, as the server applies them (×4, the fast model). */
const DEFAULTS = toolParams[TOOL].parse({ uploadId: '00000000-0000-4000-8000-000000000000' });

const MODELS: { id: UpscaleModelId; name: string; detail: string }[] = [
  { id: 'fast', name: 'Fast', detail: `${UPSCALE_MODELS.fast} · seconds` },
  { id: 'quality', name: 'Quality', detail: `${UPSCALE_MODELS.quality} · finer detail` },
];

const longest = (size: Size) => Math.max(size.width, size.height);

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
    const maxSide = UPSCALE_MAX_SIDE[scale];
    const side = input ? longest(input) : null;
    const blocked = side !== null && side > maxSide ? generationMessages.upscaleTooLarge(scale, maxSide, side) : null;
    const fix =
      blocked && scale === 4 && side !== null && side <= UPSCALE_MAX_SIDE[2] ? { label: 'Use ×2 instead', apply: () => setScale(2) } : null;
    const output = input ? { width: input.width * scale, height: input.height * scale } : null;
    return {
      params: { scale, model },
      blocked,
      fix,
      resultSize: (size) => ({ width: size.width * scale, height: size.height * scale }),
      node: (
        <>
          <fieldset className="choice-group">
            <legend>Scale</legend>
            <div className="segmented image-tool-options">
              {UPSCALE_SCALES.map((value) => (
                <label key={value} className="segment">
                  <input
                    type="radio"
                    name="upscale-scale"
                    value={value}
                    checked={scale === value}
                    onChange={() => setScale(value)}
                    disabled={busy}
                  />
                  <span>
                    ×{value}
                    <small>up to {UPSCALE_MAX_SIDE[value]} px</small>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="choice-group">
            <legend>Model</legend>
            <div className="segmented image-tool-options">
              {MODELS.map((option) => (
                <label key={option.id} className="segment">
                  <input
                    type="radio"
                    name="upscale-model"
                    value={option.id}
                    checked={model === option.id}
                    onChange={() => setModel(option.id)}
                    disabled={busy}
                  />
                  <span>
                    {option.name}
                    <small>{option.detail}</small>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className={`image-tool-size${blocked ? ' over' : ''}`}>
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
      eyebrow="AI Studio · image tools"
      lead="Enlarge a photo two or four times. ESRGAN redraws the fine detail instead of stretching the pixels: drag the divider to see the difference."
      settings={settings}
      onLinkedJob={showSettings}
      generateLabel={`Upscale ×${scale}`}
      busyLabel="Upscaling…"
      resultAlt={`After: upscaled ×${scale}`}
      fileStem={`upscaled x${scale}`}
      crossLink={{ slug: 'remove-background', label: 'Remove background of this' }}
      reusable
      resultNote="PNG"
      pickerNote={(size) => (longest(size) > UPSCALE_MAX_SIDE[scale] ? `Too large for ×${scale}` : null)}
    />
  );
}
