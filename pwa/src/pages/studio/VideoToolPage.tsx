import { type FormEvent, type ReactNode, useId } from 'react';
import { TOOLS } from '../../../../api/contract/generation';
import type { LogLine } from '../../components/generation/useGeneration';
import { JobHistory } from './JobHistory';
import { StudioPage } from './StudioPage';
import type { VideoTool } from './useVideoJob';
import type { VideoToolState } from './useVideoTool';
import { VideoOptions } from './VideoOptions';
import { videoResult } from './VideoOutput';

/**
 * The page of a video tool (Text to Video, Image to Video): the Studio's page with the video options
 * and the cost under the view's own fields, the video beside the form, and the member's history of
 * the tool under it.
 */
export function VideoToolPage({
  tool,
  video,
  title,
  lead,
  costTitle,
  input,
  settings,
  cost,
  onSubmit,
  extraLog,
  tips,
}: {
  tool: VideoTool;
  video: VideoToolState;
  /** The title before its accented last word ('Text to'). */
  title: string;
  lead: string;
  /** The cost badge's title ('100 tokens per video'). */
  costTitle: string;
  /** What the video is made from: the prompt, the image. */
  input: ReactNode;
  /** The view's own settings, before the video options (pro mode). */
  settings?: ReactNode;
  cost: { total: number; detail: string; base: number };
  onSubmit: (event: FormEvent) => void;
  /** Lines of this page before the job (the upload's). */
  extraLog?: LogLine[];
  /** Advice beside the video, above the history. */
  tips?: ReactNode;
}) {
  const ids = useId();
  const info = TOOLS[tool];
  const { state, busy } = video.generation;
  return (
    <StudioPage
      tool={tool}
      className="studio-tool"
      layout="studio-video-layout"
      header={{
        eyebrow: 'AI Studio · video',
        title,
        accent: 'Video',
        lead,
        meta: (
          <>
            <span className="cost-badge" title={costTitle}>
              {cost.base} tokens
            </span>
            <span className="tool-model">{info.model}</span>
          </>
        ),
      }}
      job={{ state, busy, paused: video.paused }}
      form={{
        label: `${info.name} settings`,
        onSubmit,
        input,
        settings: (
          <>
            {settings}
            <VideoOptions
              value={video.settings}
              onChange={video.setSettings}
              disabled={busy}
              invalidLora={video.invalidLora}
              // The image-to-video model applies no LoRA, and the API refuses them there.
              loras={tool === 'text-to-video'}
            />
          </>
        ),
        cost: { total: cost.total, detail: cost.detail, balance: video.balance.tokens, charged: video.submitted.cost },
        error: video.form.error ?? video.loadError,
        generate: { label: 'Generate Video' },
      }}
      result={videoResult({
        titleId: `${ids}-output`,
        state,
        busy,
        shown: video.shown,
        prompt: video.submitted.prompt,
        extraLog,
        onError: video.form.setError,
        aspect: video.settings.aspectRatio,
      })}
      beside={
        <>
          {tips}
          <JobHistory
            title={`Your ${tool} history`}
            jobs={video.history}
            error={video.historyError}
            selected={video.selected}
            onSelect={video.select}
          />
        </>
      }
    />
  );
}
