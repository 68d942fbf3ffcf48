import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { StudioIcon, ToolId, ToolInfo } from '../../../../api/contract/generation';
import { catalogApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { costText } from '../../components/ToolCosts';
import { formatNumber } from '../../format';
import { useCatalog } from '../../state/catalog';
import { STUDIO_TOOLS, toolPath } from './paths';

const ICONS: Record<StudioIcon | 'tensor' | 'swap', string> = {
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z',
  crown: 'M4 18h16M5 16 3.5 7l5 4L12 5l3.5 6 5-4L19 16z',
  image: 'M4 5h16v14H4zM4 15l4.5-4.5L13 15m-2-2 2.5-2.5L20 17M15.5 8.5h.01',
  film: 'M4 5h16v14H4zM8 5v14M16 5v14M4 9h4M4 15h4M16 9h4M16 15h4',
  play: 'M4 5h16v14H4zM10 9v6l5-3z',
  tensor: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12 4 7.5',
  upscale: 'M4 14v6h6M20 10V4h-6M4 20l7-7M20 4l-7 7',
  cutout: 'M6 4h12v16H6zM9 9a3 3 0 106 0 3 3 0 00-6 0M8 18c.8-2.5 2.2-3.5 4-3.5s3.2 1 4 3.5',
  swap: 'M7 7h11l-3-3M17 17H6l3 3M8 12a2 2 0 104 0 2 2 0 00-4 0',
};

function CardIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <span className="studio-card-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="26" height="26">
        <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** Tools the Studio deliberately keeps back, each with its reason. */
const NOT_OFFERED: { name: string; badge: string; summary: string; icon: keyof typeof ICONS }[] = [
  {
    name: 'Face Swap',
    badge: 'Coming Soon',
    summary:
      'On hold on purpose: swapping faces onto sexual imagery makes pictures of real people without their verified consent, the harm takedown laws target. It waits until that consent can be verified.',
    icon: 'swap',
  },
];

/** What a tool's card says it costs, from the catalog the server charges by. */
export function cardCost(info: ToolInfo): string {
  if (info.cost === 0) return 'Free of charge';
  if (info.costPerImage) return `${formatNumber(info.cost)} token${info.cost === 1 ? '' : 's'} per generated image`;
  return costText(info);
}

/** The tools paused for maintenance, asked fresh when the dashboard opens (the cached catalog may be older). */
function usePausedTools(): ToolId[] {
  const [paused, setPaused] = useState<ToolId[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    catalogApi
      .get(controller.signal)
      .then((catalog) => setPaused(catalog.pausedTools))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return paused;
}

function ToolCard({ tool, info, paused }: { tool: ToolId; info: ToolInfo; paused: boolean }) {
  const path = toolPath(tool);
  if (!path) return null;
  return (
    <li>
      <Link href={path} className={`studio-card${paused ? ' paused' : ''}`} data-tool={tool}>
        <span className="studio-card-top">
          <CardIcon name={info.icon ?? 'image'} />
          <span className="studio-badges">
            {info.badges?.map((badge) => (
              <span key={badge} className={`studio-badge${/FREE/.test(badge) ? ' free' : badge === 'PREMIUM' ? ' premium' : ''}`}>
                {badge}
              </span>
            ))}
          </span>
        </span>
        <span className="studio-card-name">{info.name}</span>
        <span className="studio-card-summary">{info.summary}</span>
        {paused && <span className="studio-card-paused">Paused for maintenance</span>}
        <span className="studio-card-foot">
          <span className={`studio-card-cost${info.cost === 0 ? ' free' : ''}`}>{cardCost(info)}</span>
          <span className="studio-card-open" aria-hidden="true">
            Open
            <svg viewBox="0 0 16 16" width="14" height="14">
              <path
                d="M3 8h10M9 4l4 4-4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The Studio's dashboard (/apps): a card per tool with its badges and cost, the free Tensor Art generator, and what is deliberately left out. */
export function Dashboard() {
  const { catalog, failed } = useCatalog();
  const paused = usePausedTools();
  return (
    <div className="studio-dashboard">
      {failed && (
        <FormAlert alert={{ kind: 'error', message: 'The tools could not be loaded. Please check your connection and reload the page.' }} />
      )}
      <ul className="studio-grid" aria-label="Tools" aria-busy={!catalog && !failed}>
        {catalog
          ? STUDIO_TOOLS.map(({ tool }) => <ToolCard key={tool} tool={tool} info={catalog.tools[tool]} paused={paused.includes(tool)} />)
          : !failed &&
            STUDIO_TOOLS.map(({ tool }) => (
              <li key={tool}>
                <div className="studio-card skeleton-card" aria-hidden="true">
                  <span className="skeleton short" />
                  <span className="skeleton wide" />
                  <span className="skeleton" />
                </div>
              </li>
            ))}
        <li>
          <Link href="/tensor-art" className="studio-card" data-tool="tensor-art">
            <span className="studio-card-top">
              <CardIcon name="tensor" />
              <span className="studio-badges">
                <span className="studio-badge free">FREE</span>
              </span>
            </span>
            <span className="studio-card-name">Tensor Art</span>
            <span className="studio-card-summary">A free generator with more models and styles, in development.</span>
            <span className="studio-card-foot">
              <span className="studio-card-cost free">FREE generator</span>
              <span className="studio-card-open" aria-hidden="true">
                Open
                <svg viewBox="0 0 16 16" width="14" height="14">
                  <path
                    d="M3 8h10M9 4l4 4-4 4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
            </span>
          </Link>
        </li>
        {NOT_OFFERED.map((tool) => (
          <li key={tool.name}>
            <div className="studio-card soon declined" data-tool={tool.name}>
              <span className="studio-card-top">
                <CardIcon name={tool.icon} />
                <span className="studio-badges">
                  <span className="studio-badge soon">{tool.badge}</span>
                </span>
              </span>
              <span className="studio-card-name">{tool.name}</span>
              <span className="studio-card-summary">{tool.summary}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
