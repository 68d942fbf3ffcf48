import type { ReactNode } from 'react';
import type { adminDashboardApi } from '../../api/client';
import { formatNumber, formatPrice } from '../../format';

export type AdminStats = Awaited<ReturnType<typeof adminDashboardApi.stats>>;

/** Sums the jobs of the last 24 hours by one of their fields, largest first. */
function totalsBy(jobs: AdminStats['jobsLast24h'], field: 'status' | 'provider'): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const job of jobs) totals.set(job[field], (totals.get(job[field]) ?? 0) + job.count);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <article className="card admin-stat" aria-label={label}>
      {/* "24 h" stays on one line. */}
      <h2 className="admin-stat-label">{label.replace('24 h', '24\u00a0h')}</h2>
      {children}
    </article>
  );
}

/** The dashboard's figures from GET /admin/stats, one card each. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const jobs = stats.jobsLast24h.reduce((sum, job) => sum + job.count, 0);
  return (
    <section className="admin-stats" aria-label="Figures">
      <div className="admin-stat-grid">
        <Stat label="Total users">
          <p className="admin-stat-value">{formatNumber(stats.users)}</p>
        </Stat>
        <Stat label="Revenue">
          {stats.revenue.length === 0 ? (
            <p className="admin-stat-value">{formatPrice('0', 'USD')}</p>
          ) : (
            <ul className="admin-stat-list">
              {stats.revenue.map((line) => (
                <li key={line.currency} className="admin-stat-value">
                  {formatPrice(line.amount, line.currency)}
                </li>
              ))}
            </ul>
          )}
          <p className="admin-stat-note">Completed payments</p>
        </Stat>
        <Stat label="Tokens sold">
          <p className="admin-stat-value">{formatNumber(stats.tokensSold)}</p>
        </Stat>
        <Stat label="Tokens spent">
          <p className="admin-stat-value">{formatNumber(stats.tokensSpent)}</p>
          <p className="admin-stat-note">Less refunds</p>
        </Stat>
        <Stat label="Refused prompts (24 h)">
          <p className="admin-stat-value">{formatNumber(stats.refusedPromptsLast24h)}</p>
        </Stat>
      </div>
      <Stat label="Jobs in the last 24 h">
        <p className="admin-stat-value">{formatNumber(jobs)}</p>
        {jobs === 0 && <p className="admin-stat-note">No jobs were started in the last 24 hours.</p>}
        {jobs > 0 && (
          <div className="admin-breakdown">
            {(['status', 'provider'] as const).map((field) => (
              <dl key={field} className="admin-breakdown-group" aria-label={`By ${field}`}>
                <dt className="admin-breakdown-title">By {field}</dt>
                {totalsBy(stats.jobsLast24h, field).map(([name, count]) => (
                  <dd key={name} className={`admin-chip${field === 'status' ? ` status-${name}` : ''}`}>
                    <span>{name}</span> <strong>{formatNumber(count)}</strong>
                  </dd>
                ))}
              </dl>
            ))}
          </div>
        )}
      </Stat>
    </section>
  );
}
