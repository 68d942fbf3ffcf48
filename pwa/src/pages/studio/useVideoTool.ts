import { useState } from 'react';
import { type ToolInput, toolParams } from '../../../../api/contract/generation';
import { useToolPaused } from '../../components/generation/MaintenanceNotice';
import { useBalanceOnCharge, useStudioBalance } from './TokenCost';
import { useFormError } from './useFormError';
import { type VideoTool, useVideoJob } from './useVideoJob';
import { VIDEO_DEFAULTS, type VideoSettings } from './VideoOptions';
import { checkVideoParams } from './videoCheck';

/**
 * What both video views hold besides their own fields: the job (useVideoJob), the balance, whether
 * the tool is paused, the form's error, the video options, and what the last job sent was.
 */
export function useVideoTool<T extends VideoTool>(tool: T) {
  const balance = useStudioBalance();
  const job = useVideoJob(tool);
  const { state, start } = job.generation;
  const paused = useToolPaused(tool, state.errorCode);
  const form = useFormError();
  const [settings, setSettings] = useState<VideoSettings>(VIDEO_DEFAULTS);
  /** The LoRA row the last check refused. */
  const [invalidLora, setInvalidLora] = useState<number | null>(null);
  /** The prompt and cost of the job sent last: its video's label, and what a refusal for want of tokens names. */
  const [submitted, setSubmitted] = useState<{ prompt: string; cost: number | null }>({ prompt: '', cost: null });
  useBalanceOnCharge(state, balance.refresh);

  return {
    ...job,
    balance,
    paused,
    form,
    settings,
    setSettings,
    invalidLora,
    submitted,
    /** The contract's check of the job before it is sent: false, with the problem said and its LoRA row marked, when the API would refuse it. */
    check(params: unknown): boolean {
      const problem = checkVideoParams(toolParams[tool], params);
      setInvalidLora(problem?.lora ?? null);
      form.setError(problem?.message ?? null);
      return problem === null;
    },
    /** Sends the job: the earlier one shown is put away, and the address names the new one once it has an id. */
    send(prompt: string, cost: number, input: () => Promise<ToolInput<T>>) {
      form.setError(null);
      job.beginNew();
      setSubmitted({ prompt, cost });
      return start(tool, input);
    },
  };
}

export type VideoToolState = ReturnType<typeof useVideoTool>;
