import type { CatalogResponse } from '../../../api/contract/catalog';
import type { ToolInfo } from '../../../api/contract/generation';
import { formatNumber } from '../format';

/** What one run of a tool costs, as a person reads it: 'Free', '7 tokens', '100 tokens · 200 in pro mode'. */
export function costText(tool: Pick<ToolInfo, 'cost' | 'proCost'>): string {
  const base = tool.cost === 0 ? 'Free' : `${formatNumber(tool.cost)} token${tool.cost === 1 ? '' : 's'}`;
  return tool.proCost !== undefined && tool.proCost !== tool.cost ? `${base} · ${formatNumber(tool.proCost)} in pro mode` : base;
}

/**
 * The tools and what each generation costs, from the catalog the server charges by (GET
 * /api/v1/catalog): beside the '200 tokens per generation' the estimates are counted in, the real
 * price of each tool. Nothing while the catalog loads or when it could not be loaded.
 */
export function ToolCosts({ catalog, className = '' }: { catalog: CatalogResponse | null; className?: string }) {
  if (!catalog) return null;
  const tools = Object.values(catalog.tools);
  return (
    <table className={`tool-costs ${className}`.trim()}>
      <caption>What each tool costs</caption>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col">Per generation</th>
        </tr>
      </thead>
      <tbody>
        {tools.map((tool) => (
          <tr key={tool.name} className={tool.cost === 0 ? 'free' : undefined}>
            <th scope="row">{tool.name}</th>
            <td>
              {costText({ cost: tool.cost })}
              {tool.proCost !== undefined && tool.proCost !== tool.cost && (
                <span className="tool-costs-pro">
                  <span className="sr-only"> · </span>
                  {formatNumber(tool.proCost)} in pro mode
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
