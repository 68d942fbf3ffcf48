import type { ToolId } from '../../../../api/contract/generation';
import { useCatalog } from '../../state/catalog';

/** What the tool costs, as the server's catalog says (the free tools cost 0 tokens). */
export function CostBadge({ tool }: { tool: ToolId }) {
  const { catalog } = useCatalog();
  const cost = catalog?.tools[tool].cost;
  if (cost === undefined) return <span className="cost-badge loading skeleton short" aria-hidden="true" />;
  return (
    <span className={`cost-badge${cost === 0 ? ' free' : ''}`} title={`${cost} tokens per generation`}>
      {cost === 0 ? 'FREE' : `${cost} tokens`}
      <span className="sr-only"> · {cost} tokens per generation</span>
    </span>
  );
}
