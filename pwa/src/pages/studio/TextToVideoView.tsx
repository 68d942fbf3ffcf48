import { type FormEvent, useId, useState } from 'react';
import { generationMessages, toolParams, TOOLS } from '../../../../api/contract/generation';
import { FormAlert } from '../../components/FormAlert';
import { MaintenanceNotice, useToolPaused } from '../../components/generation/MaintenanceNotice';
import { SponsorBanner } from '../../components/generation/SponsorBanner';
import { useCatalog } from '../../state/catalog';
import { JobHistory } from './JobHistory';
import { CostLine, InsufficientTokens, useBalanceOnCharge, useStudioBalance } from './TokenCost';
import { VIDEO_DEFAULTS, VideoOptions, type VideoSettings, videoParams } from './VideoOptions';
import { VideoOutput } from './VideoOutput';
import { useVideoJob } from './useVideoJob';
import { checkVideoParams } from './videoCheck';
import { PromptField } from '../../components/generation/PromptField';
import { GenerateButton } from '../../components/generation/GenerateButton';

/** Text to Video (/apps/text-to-video): a described scene becomes a clip; pro mode for more detail at a higher cost. */
export default function TextToVideoView() {
  const { catalog } = useCatalog();
  const balance = useStudioBalance();
  const { generation, shown, loadError, history, historyError, selected, select, beginNew } = useVideoJob('text-to-video');
  const { state, busy, start } = generation;
  const paused = useToolPaused('text-to-video', state.errorCode);
  const [prompt, setPrompt] = useState('');
  const [proMode, setProMode] = useState(false);
  const [settings, setSettings] = useState<VideoSettings>(VIDEO_DEFAULTS);
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidLora, setInvalidLora] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<{ prompt: string; cost: number | null }>({ prompt: '', cost: null });
  const ids = useId();
  useBalanceOnCharge(state, balance.refresh);

  // The catalog's figures once loaded; the contract's (the same the server charges) until then.
  const info = (catalog?.tools ?? TOOLS)['text-to-video'];
  const cost = proMode ? (info.proCost ?? info.cost) : info.cost;

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    const text = prompt.trim();
    if (!text) {
      setFormError(generationMessages.promptRequired);
      return;
    }
    const params = { prompt: text, proMode, ...videoParams(settings) };
    const problem = checkVideoParams(toolParams['text-to-video'], params);
    setInvalidLora(problem?.lora ?? null);
    if (problem) {
      setFormError(problem.message);
      return;
    }
    setFormError(null);
    beginNew();
    setSubmitted({ prompt: text, cost });
    await start('text-to-video', async () => params);
  }

  const insufficient = state.errorCode === 'insufficient_tokens';
  const error = formError ?? loadError ?? (insufficient ? null : state.error);

  return (
    <div className="tool-page studio-tool">
      <header className="tool-header">
        <div className="tool-heading">
          <p className="eyebrow">AI Studio · video</p>
          <h1>
            Text to <span className="gradient-text">Video</span>
          </h1>
          <p className="lead">Describe a scene and get a short video clip. Pro mode renders with more detail.</p>
        </div>
        <div className="tool-meta">
          <span className="cost-badge" title={`${info.cost} tokens per video, ${info.proCost ?? info.cost} in pro mode`}>
            {info.cost} tokens
          </span>
          <span className="tool-model">{info.model}</span>
        </div>
      </header>

      <SponsorBanner />

      {paused && <MaintenanceNotice tool="text-to-video" studio />}

      <div className="tool-layout studio-video-layout">
        <form className="card tool-form" aria-label="Text to Video settings" onSubmit={generate} noValidate>
          <PromptField
            id={`${ids}-prompt`}
            value={prompt}
            rows={4}
            placeholder="A slow drone shot over a misty pine forest at sunrise…"
            invalid={formError === generationMessages.promptRequired}
            onChange={(value) => {
              setPrompt(value);
              if (formError === generationMessages.promptRequired) setFormError(null);
            }}
          />

          <label className="switch-row pro-switch">
            <input type="checkbox" role="switch" checked={proMode} onChange={(event) => setProMode(event.target.checked)} disabled={busy} />
            <span>
              <strong>Pro mode</strong>
              <span className="muted small">
                {' '}
                · more detail, {info.proCost ?? info.cost} tokens instead of {info.cost}
              </span>
            </span>
          </label>

          <VideoOptions value={settings} onChange={setSettings} disabled={busy} invalidLora={invalidLora} />

          <CostLine total={cost} detail={proMode ? 'pro mode' : 'standard'} balance={balance.tokens} />

          <FormAlert alert={error ? { kind: 'error', message: error } : null} />
          {insufficient && state.error && <InsufficientTokens message={state.error} needed={submitted.cost} balance={balance.tokens} />}

          <GenerateButton label="Generate Video" busy={busy} paused={paused} />
        </form>

        <div className="studio-video-side">
          <section className="card tool-output" aria-labelledby={`${ids}-output`}>
            <VideoOutput
              titleId={`${ids}-output`}
              state={state}
              busy={busy}
              shown={shown}
              prompt={submitted.prompt}
              error={null}
              onError={setFormError}
              aspect={settings.aspectRatio}
            />
          </section>
          <JobHistory title="Your text-to-video history" jobs={history} error={historyError} selected={selected} onSelect={select} />
        </div>
      </div>
    </div>
  );
}
