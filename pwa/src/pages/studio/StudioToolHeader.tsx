import type { ReactNode } from 'react';

export interface StudioToolHeaderProps {
  eyebrow: string;
  title: string;
  /** The title's last words, drawn in the accent gradient ('Video' of 'Text to Video'). */
  accent?: string;
  badges?: readonly string[];
  lead: string;
  /** What the view adds beside its title: the cost, the model, counters. */
  meta?: ReactNode;
}

/** The head of a Studio tool's view: eyebrow, title with the tool's badges, one line about it, and what the view adds (counters, cost). */
export function StudioToolHeader({ eyebrow, title, accent, badges = [], lead, meta }: StudioToolHeaderProps) {
  return (
    <header className="tool-header studio-tool-header">
      <div className="tool-heading">
        <p className="eyebrow">{eyebrow}</p>
        <div className="studio-title-row">
          <h1>
            {title}
            {accent && (
              <>
                {' '}
                <span className="gradient-text">{accent}</span>
              </>
            )}
          </h1>
          {badges.map((badge) => (
            <span key={badge} className={`studio-badge${/FREE/.test(badge) ? ' free' : badge === 'PREMIUM' ? ' premium' : ''}`}>
              {badge}
            </span>
          ))}
        </div>
        <p className="lead">{lead}</p>
      </div>
      {meta && <div className="tool-meta">{meta}</div>}
    </header>
  );
}
