import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { AdminOnly } from '../../components/AdminOnly';

/** The administrator's sections, each its own URL so reload and Back work. */
const sections: { href: string; label: string }[] = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/review', label: 'Review queue' },
  { href: '/gallery-admin', label: 'Gallery' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/settings', label: 'Settings' },
];

/**
 * The frame of every admin page: the admin-only check, a title, and the row of section links. The server
 * refuses every admin call to anyone else whatever this screen shows.
 */
export function AdminLayout({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [location] = useLocation();
  return (
    <AdminOnly>
      <section className="page admin-page">
        <header className="admin-head">
          <div>
            <p className="eyebrow">Administrator</p>
            <h1>{title}</h1>
            {intro && <p className="muted">{intro}</p>}
          </div>
          {actions && <div className="admin-head-actions">{actions}</div>}
        </header>
        <nav className="admin-sections" aria-label="Admin sections">
          {sections.map((section) => (
            <Link
              key={section.href}
              href={section.href}
              className="admin-section-link"
              aria-current={location.toLowerCase() === section.href ? 'page' : undefined}
            >
              {section.label}
            </Link>
          ))}
        </nav>
        {children}
      </section>
    </AdminOnly>
  );
}
