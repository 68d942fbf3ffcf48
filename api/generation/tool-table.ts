import type { z } from 'zod';
import { submitSchema, TOOL_IDS, type ToolId, type ToolInfo, TOOLS } from '../contract/generation';
import type { GenerationTask, InputImage } from './providers/provider';
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
}

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
    info: TOOLS[tool],
    prepare(params) {
      const parsed = submitSchema.safeParse({ tool, params });
      if (!parsed.success) return { ok: false, problem: problemOf(parsed.error) };
      const job = parsed.data;
      return { ok: true, task: (image) => buildTask(job, job.params.seed ?? 0, image) };
    },
  };
}

/** The tools of the contract (api/contract/generation.ts): the runner's table unless a test gives its own. */
export const CONTRACT_TOOLS: ToolTable = Object.fromEntries(TOOL_IDS.map((tool) => [tool, contractTool(tool)]));
