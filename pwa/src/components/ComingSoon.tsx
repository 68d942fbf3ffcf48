import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A tidy page for a capability that has not landed yet: what it is and what it will do. */
export function ComingSoon({
  eyebrow,
  title,
  intro,
  points,
  header,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  points: string[];
  /** Shown above the title, e.g. the studio's greeting of a signed-in member. */
  header?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page narrow">
      {header}
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      <div className="card soon-card">
        <span className="pill">Opening soon</span>
        <ul className="checklist">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {children}
        <div className="actions">
          <Link href="/" className="button ghost">
            Back to home
          </Link>
          <Link href="/resources" className="button ghost">
            Learn more
          </Link>
        </div>
      </div>
    </section>
  );
}
