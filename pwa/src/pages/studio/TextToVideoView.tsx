import { type FormEvent, useState } from 'react';
import { generationMessages, toolCost, toolParams } from '../../../../api/contract/generation';
import { PromptField } from '../../components/generation/PromptField';
import { jobOf } from './jobOf';
import { useVideoTool } from './useVideoTool';
import { videoParams } from './VideoOptions';
import { VideoToolPage } from './VideoToolPage';

const TOOL = 'text-to-video';
/** The tool's defaults, as the server applies them (standard mode). */
const DEFAULTS = toolParams[TOOL].parse({ prompt: 'defaults' });
/** What a video costs, in standard and in pro mode: the contract's figures, the same the server charges. */
const COST = toolCost(jobOf(TOOL, DEFAULTS));
const PRO_COST = toolCost(jobOf(TOOL, { ...DEFAULTS, proMode: true }));

/** Text to Video (/apps/text-to-video): a described scene becomes a clip; pro mode for more detail at a higher cost. */
export default function TextToVideoView() {
  const video = useVideoTool(TOOL);
  const { form, paused } = video;
  const { busy } = video.generation;
  const [prompt, setPrompt] = useState('');
  const [proMode, setProMode] = useState(false);
  const cost = proMode ? PRO_COST : COST;

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    const text = prompt.trim();
    if (!text) return form.setError(generationMessages.promptRequired);
    const params = { prompt: text, proMode, ...videoParams(video.settings) };
    if (!video.check(params)) return;
    await video.send(text, cost, async () => params);
  }

  return (
    <VideoToolPage
      tool={TOOL}
      video={video}
      title="Text to"
      lead="Describe a scene and get a short video clip. Pro mode renders with more detail."
      costTitle={`${COST} tokens per video, ${PRO_COST} in pro mode`}
      cost={{ total: cost, detail: proMode ? 'pro mode' : 'standard', base: COST }}
      onSubmit={generate}
      input={
        <PromptField
          value={prompt}
          rows={4}
          placeholder="A slow drone shot over a misty pine forest at sunrise…"
          invalid={form.error === generationMessages.promptRequired}
          onChange={form.clearing(setPrompt, generationMessages.promptRequired)}
        />
      }
      settings={
        <label className="switch-row pro-switch">
          <input type="checkbox" role="switch" checked={proMode} onChange={(event) => setProMode(event.target.checked)} disabled={busy} />
          <span>
            <strong>Pro mode</strong>
            <span className="muted small">
              {' '}
              · more detail, {PRO_COST} tokens instead of {COST}
            </span>
          </span>
        </label>
      }
    />
  );
}
