import type { AnyToolParams, ToolId, ToolParams } from '../../../../api/contract/generation';

/**
 * A job of `tool` with the parameters the form holds, as the contract's rules take it: what it
 * costs (toolCost) and whether its input image is too large (inputSizeProblem), the same rules the
 * server applies.
 */
export function jobOf<T extends ToolId>(tool: T, params: ToolParams<T>): AnyToolParams {
  return { tool, params } as AnyToolParams;
}
