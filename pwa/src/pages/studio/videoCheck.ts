import type { z } from 'zod';

/**
 * The contract's own check of a video job before it is sent: the first problem's message (the
 * words the server would answer) and, when it is a LoRA's, which row.
 */
export function checkVideoParams(schema: z.ZodType, params: unknown): { message: string; lora: number | null } | null {
  const parsed = schema.safeParse(params);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return { message: 'Invalid settings', lora: null };
  const [field, row] = issue.path;
  return { message: issue.message, lora: field === 'loras' && typeof row === 'number' ? row : null };
}
