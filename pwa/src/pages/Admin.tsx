import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { adminMessages, type AdminUser } from '../../../api/contract/admin';
import { adminDashboardApi, ApiError, NETWORK_ERROR_MESSAGE } from '../api/client';
import { type AlertMessage, FormAlert } from '../components/FormAlert';
import { PageSpinner } from '../components/Spinner';
import { sessionUserAtom } from '../state/session';
import { AddUserModal } from './admin/AddUserModal';
import { AdminLayout } from './admin/AdminLayout';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { type AdminStats, StatCards } from './admin/StatCards';
import { UserTable } from './admin/UserTable';
import { adminPathFor, deleteFailure, searchOf, useDebounced } from './admin/users';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

interface UserList {
  query: string;
  users: AdminUser[];
  nextCursor: string | null;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

/**
 * The Admin Dashboard: the figures, and the users with a server-side e-mail search (kept in the
 * address as ?q=), paging by cursor, inline token editing, Add User and Delete.
 */
function Dashboard({ selfId }: { selfId: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(() => searchOf(search));
  const query = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [list, setList] = useState<UserList | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<{ user: AdminUser; busy: boolean } | null>(null);
  const [reloads, setReloads] = useState(0);
  const id = useId();
  const firstLoad = useRef(true);

  // The address follows the search, so a reload or a shared link shows the same list.
  useEffect(() => {
    const path = adminPathFor(query);
    if (path !== `/admin${search ? `?${search}` : ''}`) navigate(path, { replace: true });
  }, [query, search, navigate]);

  const loadStats = useCallback(async (signal?: AbortSignal) => {
    setStats(await adminDashboardApi.stats(signal));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const first = firstLoad.current;
    const users = adminDashboardApi.users({ q: query || undefined, limit: PAGE_SIZE }, controller.signal);
    Promise.all([users, first ? loadStats(controller.signal) : null]).then(
      ([page]) => {
        firstLoad.current = false;
        setList({ query, users: page.users, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the admin dashboard failed', error);
        if (first) setFailed(true);
        else setNotice({ kind: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [query, reloads, loadStats]);

  async function loadMore() {
    if (!list?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await adminDashboardApi.users({ q: list.query || undefined, cursor: list.nextCursor, limit: PAGE_SIZE });
      setList({ ...list, users: [...list.users, ...page.users], nextCursor: page.nextCursor });
    } catch (error) {
      console.error('Loading more users failed', error);
      setNotice({ kind: 'error', message: messageOf(error) });
    } finally {
      setLoadingMore(false);
    }
  }

  function reloadAll() {
    setReloads((n) => n + 1);
    void loadStats().catch((error: unknown) => console.error('Reloading the figures failed', error));
  }

  async function confirmDelete() {
    if (!deleting) return;
    const { user } = deleting;
    setDeleting({ user, busy: true });
    try {
      await adminDashboardApi.deleteUser(user.id);
      setNotice({ kind: 'success', message: adminMessages.deleted });
      setList((current) => current && { ...current, users: current.users.filter((row) => row.id !== user.id) });
      void loadStats().catch((error: unknown) => console.error('Reloading the figures failed', error));
    } catch (error) {
      setNotice({ kind: 'error', message: deleteFailure(error) });
    } finally {
      setDeleting(null);
    }
  }

  const addButton = (
    <button type="button" className="button primary" onClick={() => setAdding(true)} disabled={failed || !list}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      Add User
    </button>
  );

  return (
    <AdminLayout title="Admin Dashboard" intro="Figures, users and balances." actions={addButton}>
      {failed ? (
        <FormAlert alert={{ kind: 'error', message: adminMessages.loadFailed }} />
      ) : !stats || !list ? (
        <PageSpinner label="Loading the dashboard" inline />
      ) : (
        <>
          <StatCards stats={stats} />
          <section className="card admin-users" aria-labelledby={`${id}-users`}>
            <header className="admin-users-head">
              <h2 id={`${id}-users`}>Users</h2>
              <div className="admin-search">
                <label htmlFor={`${id}-search`} className="sr-only">
                  Search users by e-mail
                </label>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
                <input
                  id={`${id}-search`}
                  type="search"
                  placeholder="Search by e-mail"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </div>
            </header>
            <FormAlert alert={notice} />
            {list.users.length === 0 ? (
              <p className="muted admin-empty">{list.query ? `No user's e-mail contains “${list.query}”.` : 'No users yet.'}</p>
            ) : (
              <UserTable
                users={list.users}
                selfId={selfId}
                onChanged={(user) =>
                  setList((current) => current && { ...current, users: current.users.map((row) => (row.id === user.id ? user : row)) })
                }
                onDelete={(user) => setDeleting({ user, busy: false })}
              />
            )}
            {list.nextCursor && (
              <div className="admin-more">
                <button type="button" className="button ghost" onClick={() => void loadMore()} disabled={loadingMore}>
                  {loadingMore ? 'Loading…' : 'Load more'}
                </button>
              </div>
            )}
          </section>
        </>
      )}
      {adding && (
        <AddUserModal
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            setNotice({ kind: 'success', message: adminMessages.created });
            reloadAll();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete user"
          message={adminMessages.deleteConfirm(deleting.user.email)}
          confirmLabel="Delete"
          busy={deleting.busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AdminLayout>
  );
}

/** /admin: the administrator's dashboard (AdminLayout shows everyone else the access-denied card). */
export default function Admin() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return <AdminLayout title="Admin Dashboard">{null}</AdminLayout>;
  return <Dashboard selfId={user.id} />;
}
