import { useCallback, useEffect, useState } from 'react';
import { TOOLS, isToolId } from '../../../../api/contract/generation';
import { type FlaggedAccount, type FlagsResponse, strikeMessages } from '../../../../api/contract/settings';
import { ApiError, trustAdminApi } from '../../api/client';
import { type AlertMessage, FormAlert } from '../../components/FormAlert';
import { formatDateTime } from '../../format';

const nameOf = (account: FlaggedAccount) => account.email ?? strikeMessages.anonymousClient;
const toolName = (tool: string) => (isToolId(tool) ? TOOLS[tool].name : tool);

/**
 * Flagged accounts (a section of /admin/review): accounts and anonymous browsers with more refused
 * prompts in the strike window than the flag threshold, or suspended, with their latest refused
 * prompts; a suspended one can be lifted (its earlier refusals then no longer count).
 */
export function FlaggedAccountsSection() {
  const [data, setData] = useState<FlagsResponse | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [lifting, setLifting] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setData(await trustAdminApi.flags(signal));
    } catch (error) {
      if (signal?.aborted) return;
      setAlert({ kind: 'error', message: error instanceof ApiError ? error.message : 'The flagged accounts could not be loaded.' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => void load(controller.signal), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load]);

  async function lift(account: FlaggedAccount) {
    const key = account.userId ?? account.clientHash!;
    setLifting(key);
    setAlert(null);
    try {
      const { lifted } = await trustAdminApi.lift(account.userId ? { userId: account.userId } : { clientHash: account.clientHash! });
      setAlert({
        kind: 'success',
        message: lifted
          ? `Suspension lifted: ${nameOf(account)} can generate again, and the earlier refusals no longer count.`
          : `${nameOf(account)} was not suspended any more.`,
      });
      await load();
    } catch (error) {
      setAlert({ kind: 'error', message: error instanceof ApiError ? error.message : 'The suspension could not be lifted.' });
    } finally {
      setLifting(null);
    }
  }

  const thresholds = data?.thresholds;
  return (
    <section className="flags-section" aria-labelledby="flags-title">
      <div className="flags-head">
        <h2 id="flags-title">Flagged accounts</h2>
        {thresholds && (
          <p className="muted small">
            More than {thresholds.flagAbove} refused prompts within {thresholds.windowHours} hours, or suspended (after more than{' '}
            {thresholds.suspendAbove}).
          </p>
        )}
      </div>
      <FormAlert alert={alert} />
      {!data ? (
        <div className="flags-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">Loading flagged accounts</span>
        </div>
      ) : data.accounts.length === 0 ? (
        <div className="empty-state flags-empty">
          <p className="empty-title">No flagged accounts</p>
          <p className="muted">Accounts with repeated refused prompts appear here.</p>
        </div>
      ) : (
        <ul className="flags-list">
          {data.accounts.map((account) => {
            const key = account.userId ?? account.clientHash!;
            return (
              <li key={key} className={`card flag-card${account.suspendedAt ? ' suspended' : ''}`}>
                <div className="flag-top">
                  <div className="flag-who">
                    <span className="flag-name">{nameOf(account)}</span>
                    {!account.email && account.clientHash && <span className="flag-id">{account.clientHash.slice(0, 12)}…</span>}
                  </div>
                  <span className={`flag-status ${account.suspendedAt ? 'suspended' : 'flagged'}`}>
                    {account.suspendedAt ? 'Suspended' : 'Flagged'}
                  </span>
                </div>
                <p className="flag-facts">
                  <strong>{account.refusals}</strong> refused prompt{account.refusals === 1 ? '' : 's'} in the window
                  {account.lastRefusedAt && <> · last {formatDateTime(account.lastRefusedAt)}</>}
                  {account.suspendedAt && <> · suspended since {formatDateTime(account.suspendedAt)}</>}
                </p>
                {account.recentPrompts.length > 0 && (
                  <ol className="flag-prompts" aria-label="Latest refused prompts">
                    {account.recentPrompts.map((refused, index) => (
                      <li key={index}>
                        <q>{refused.prompt}</q>
                        <span className="flag-prompt-meta">
                          {toolName(refused.tool)} · {refused.rule} · {formatDateTime(refused.at)}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
                {account.suspendedAt && (
                  <div className="flag-actions">
                    <button type="button" className="button primary small" onClick={() => void lift(account)} disabled={lifting !== null}>
                      {lifting === key ? 'Lifting…' : 'Lift suspension'}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
