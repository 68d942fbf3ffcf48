import type { ReactNode } from 'react';

/** The head of a Studio tool's view: eyebrow, title with the tool's badges, one line about it, and what the view adds (counters, cost). */
export function StudioToolHeader({
  eyebrow,
  title,
  badges = [],
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  badges?: readonly string[];
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="tool-header studio-tool-header">
      <div className="tool-heading">
        <p className="eyebrow">{eyebrow}</p>
        <div className="studio-title-row">
          <h1>{title}</h1>
          {badges.map((badge) => (
            <span key={badge} className={`studio-badge${/FREE/.test(badge) ? ' free' : badge === 'PREMIUM' ? ' premium' : ''}`}>
              {badge}
            </span>
          ))}
        </div>
        <p className="lead">{lead}</p>
      </div>
      {children && <div className="tool-meta">{children}</div>}
    </header>
  );
}
