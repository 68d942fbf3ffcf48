import type { FormEvent, ReactNode, Ref } from 'react';
import { generationMessages, type ToolId } from '../../../../api/contract/generation';
import { FormAlert } from '../../components/FormAlert';
import { GenerateButton } from '../../components/generation/GenerateButton';
import { MaintenanceNotice } from '../../components/generation/MaintenanceNotice';
import { ProgressLog } from '../../components/generation/ProgressLog';
import { SponsorBanner } from '../../components/generation/SponsorBanner';
import type { GenerationState, LogLine } from '../../components/generation/useGeneration';
import { StudioToolHeader, type StudioToolHeaderProps } from './StudioToolHeader';
import { CostLine, InsufficientTokens } from './TokenCost';

/** The job a view runs, as the page shows it: its state, whether it runs, whether the tool is paused. */
export interface StudioJob {
  state: GenerationState;
  busy: boolean;
  paused: boolean;
}

/** The form of a view: what the job is made from and the tool's settings (the view's own), then the same foot in every view. */
export interface StudioForm {
  /** The form's accessible name ('Photo settings'). */
  label: string;
  id?: string;
  onSubmit: (event: FormEvent) => void;
  /** What the job is made from: the prompt, the image. */
  input: ReactNode;
  /** The tool's own settings. */
  settings?: ReactNode;
  /**
   * What the job will cost beside the member's balance, for the tools that charge tokens; `charged`
   * is what the last job sent cost, named when the server refuses it for want of tokens.
   */
  cost?: { total: number; detail: string; balance: number | null; charged: number | null };
  /** The view's own error (its checks before sending, the job of its address); else the job's. */
  error: string | null;
  generate: { label: string; blocked?: boolean; busyLabel?: string };
}

/** The result of a view: its card with a title, what the view shows of the job, then the job's progress and log. */
export interface StudioResult {
  title: string;
  titleId: string;
  /** Beside the title: the result's size, the job's date, a hint. */
  aside?: ReactNode;
  /** The section's classes: a card unless said. */
  className?: string;
  body: ReactNode;
  /** The progress bar while the job runs (and its 100 for a moment after). */
  progress?: ReactNode;
  log: LogLine[];
}

/**
 * The one page of every Studio tool: its header, the sponsor, the maintenance notice when the tool is
 * paused; the form (input, settings, cost, the error, Generate) beside the result (the job's output,
 * progress and log); and the history, beside the result (`beside`) or under both (`below`). A view
 * adds only its own fields, result and history; `children` are its dialogs.
 */
export function StudioPage({
  tool,
  className,
  layout = '',
  header,
  job,
  form,
  result,
  resultRef,
  beside,
  below,
  children,
}: {
  tool: ToolId;
  /** The page's classes beside `tool-page` ('studio-view premium-view'). */
  className: string;
  /** The layout's classes beside `tool-layout`. */
  layout?: string;
  header: StudioToolHeaderProps;
  job: StudioJob;
  form: StudioForm;
  result: StudioResult;
  /** The result's section, brought into view when the job's result arrives. */
  resultRef?: Ref<HTMLElement>;
  beside?: ReactNode;
  below?: ReactNode;
  children?: ReactNode;
}) {
  const { state, busy, paused } = job;
  const { cost } = form;
  // A refusal for want of tokens is shown with what the job needs and Buy Tokens, not as a bare error.
  const refused = cost && state.errorCode === 'insufficient_tokens' ? state.error : null;
  const error = form.error ?? (refused ? null : state.error);
  const note = state.phase === 'held' ? generationMessages.heldNote : (state.warning ?? undefined);
  const output = (
    <section ref={resultRef} className={result.className ?? 'card tool-output'} aria-labelledby={result.titleId}>
      <div className="output-head">
        <h2 id={result.titleId}>{result.title}</h2>
        {result.aside}
      </div>
      {result.body}
      {result.progress}
      <ProgressLog lines={result.log} busy={busy} />
    </section>
  );
  return (
    <div className={`tool-page ${className}`} data-tool={tool}>
      <StudioToolHeader {...header} />
      <SponsorBanner />
      {paused && <MaintenanceNotice tool={tool} studio />}

      <div className={`tool-layout ${layout}`.trim()}>
        <form id={form.id} className="card tool-form" aria-label={form.label} onSubmit={form.onSubmit} noValidate>
          {form.input}
          {form.settings}
          {cost && <CostLine total={cost.total} detail={cost.detail} balance={cost.balance} />}
          <FormAlert alert={error ? { kind: 'error', message: error, note } : null} />
          {refused && cost && <InsufficientTokens message={refused} needed={cost.charged} balance={cost.balance} />}
          <GenerateButton
            label={form.generate.label}
            busy={busy}
            paused={paused}
            blocked={form.generate.blocked}
            busyLabel={form.generate.busyLabel}
          />
        </form>
        {beside ? (
          <div className="studio-video-side">
            {output}
            {beside}
          </div>
        ) : (
          output
        )}
      </div>
      {below}
      {children}
    </div>
  );
}
