import type { z } from 'zod';
import { generationMessages, submitSchema, TOOL_IDS, type ToolId, type ToolInfo, TOOLS } from '../contract/generation';
import type { GenerationTask, InputImage, ProviderError, ProviderName } from './providers/provider';
import { buildTask } from './tasks';

/**
 * What the runner knows of a tool: what it says about it, and how a job's stored parameters become a
 * provider task. Parameters are parsed again with the tool's schema when the job runs (a row is data,
 * not a promise): a job whose parameters do not parse fails with a refund. Adding a tool is its
 * contract entry and schema (api/contract/generation.ts), its task (tasks.ts), a migration widening
 * the tool check; the runner reads this table and changes for none of them.
 */
export interface RunnableTool {
  /** Image or video, the model the log and the gallery name, the message of a failure without a better one. */
  info: Pick<ToolInfo, 'output' | 'model' | 'failureMessage'>;
  /** The task of a job with these stored parameters, or why they are not valid. */
  prepare(params: unknown): PreparedTask | { ok: false; problem: string };
  /**
   * One provider call per image: an image task of N images runs as N tasks of one image (seeds
   * following on), each tried with the job's provider and then its fallback. A job fails when any
   * image fails with both; then nothing of it is kept.
   */
  onePerImage?: boolean;
  /**
   * How the message of a job whose provider and fallback both failed names them, in this order
   * ('Both APIs failed. FAL: … HF: …'). Default: each provider's label, in the order they were tried.
   */
  failureNames?: Partial<Record<ProviderName, string>>;
  /** The tool's own words for a provider's failure. Default: the provider's message. */
  describeFailure?(error: ProviderError): string;
}

/** What each contract tool asks of the runner beyond its task. */
const RUN_RULES: Partial<Record<ToolId, Pick<RunnableTool, 'onePerImage' | 'failureNames' | 'describeFailure'>>> = {
  'premium-text-to-image': { onePerImage: true, failureNames: { fal: 'FAL', huggingface: 'HF' } },
  'fast-photo': {
    // A loading model keeps its message; what else a provider said is passed on as 'API Error: {detail}'
    // without the provider's name; an answer that was no image gets the tool's default.
    describeFailure(error) {
      switch (error.kind) {
        case 'provider_error':
        case 'rate_limited':
        case 'content_policy':
          return error.reason ? generationMessages.fastApiError(error.reason) : generationMessages.fastFailed;
        case 'invalid_response':
          return generationMessages.fastFailed;
        default:
          return error.message;
      }
    },
  },
};

export interface PreparedTask {
  ok: true;
  /** The provider task, given the job's input image (null for tools without one). */
  task(image: InputImage | null): GenerationTask;
}

export type ToolTable = Readonly<Record<string, RunnableTool>>;

/** The first message of a failed parse, with the field it is about when the message does not say it. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid parameters';
  const field = issue.path.filter((part) => part !== 'params').join('.');
  return field && !issue.message.toLowerCase().includes(field.toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
}

/** A tool of its own: its schema and its task, for tools defined outside the contract's table. */
export function defineTool<Params>(
  info: RunnableTool['info'],
  schema: z.ZodType<Params>,
  task: (params: Params, image: InputImage | null) => GenerationTask,
): RunnableTool {
  return {
    info,
    prepare(params) {
      const parsed = schema.safeParse(params);
      if (!parsed.success) return { ok: false, problem: problemOf(parsed.error) };
      return { ok: true, task: (image) => task(parsed.data, image) };
    },
  };
}

/** A contract tool: parsed with the submit schema (the same as at submit), its task built by tasks.ts. */
function contractTool(tool: ToolId): RunnableTool {
  return {
    ...RUN_RULES[tool],
    info: TOOLS[tool],
    prepare(params) {
      const parsed = submitSchema.safeParse({ tool, params });
      if (!parsed.success) return { ok: false, problem: problemOf(parsed.error) };
      const job = parsed.data;
      return { ok: true, task: (image) => buildTask(job, 'seed' in job.params ? (job.params.seed ?? 0) : 0, image) };
    },
  };
}

/** The tools of the contract (api/contract/generation.ts): the runner's table unless a test gives its own. */
export const CONTRACT_TOOLS: ToolTable = Object.fromEntries(TOOL_IDS.map((tool) => [tool, contractTool(tool)]));
