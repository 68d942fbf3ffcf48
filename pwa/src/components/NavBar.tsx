import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import type { AuthNavState } from '../routing';
import { isAdminAtom, isSignedInAtom, sessionAtom } from '../state/session';
import { Logo } from './Logo';
import { useScrollLock } from './scrollLock';

interface NavLink {
  href: string;
  label: string;
  /** History state for the target page: Join Us and Login both open /pricing, in different modes. */
  state?: AuthNavState;
}

/** The navigation links, by who is looking: AI Studio for members, the two admin pages for the admin. */
export function useNavLinks(): { main: NavLink[]; admin: NavLink[]; account: NavLink[]; loading: boolean } {
  const loading = useAtomValue(sessionAtom).status === 'loading';
  const signedIn = useAtomValue(isSignedInAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const main: NavLink[] = [
    { href: '/gallery', label: 'Gallery' },
    ...(signedIn ? [{ href: '/apps', label: 'AI Studio' }] : []),
    { href: '/free-txt2img', label: 'FREE FLUX' },
    { href: '/free-img2img', label: 'FREE Img2Img' },
    { href: '/magic-prompter', label: 'Magic Prompter' },
    { href: '/resources', label: 'Resources' },
  ];
  const admin: NavLink[] = isAdmin
    ? [
        { href: '/gallery-admin', label: 'Gallery Admin' },
        { href: '/admin', label: 'Admin Panel' },
      ]
    : [];
  const account: NavLink[] = signedIn
    ? [{ href: '/profile', label: 'Profile' }]
    : [
        { href: '/pricing', label: 'Join Us', state: { authMode: 'signup' } },
        { href: '/pricing', label: 'Login', state: { authMode: 'signin' } },
      ];
  return { main, admin, account, loading };
}

/** Below this width the links live in the menu button's panel (styles/components/nav.css). */
const MENU_QUERY = '(max-width: 1023.98px)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/**
 * Escape, or a click anywhere outside `inside`, calls `close` while `active`. A click, not a press: on
 * the phone menu it lands on the backdrop, which is still there, so nothing underneath is activated.
 */
function useDismiss(active: boolean, inside: () => (HTMLElement | null)[], close: (viaKeyboard: boolean) => void) {
  const onEvent = useEffectEvent((event: KeyboardEvent | MouseEvent) => {
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    } else if (!inside().some((element) => element?.contains(event.target as Node))) {
      close(false);
    }
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent | MouseEvent) => onEvent(event);
    document.addEventListener('keydown', listener);
    document.addEventListener('click', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      document.removeEventListener('click', listener);
    };
  }, [active]);
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function NavBar() {
  const { main, admin, account, loading } = useNavLinks();
  const [path] = useLocation();
  const compact = useMediaQuery(MENU_QUERY);
  // Each menu remembers the page it was opened on, so it is closed again on any other page.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [adminOpenOn, setAdminOpenOn] = useState<string | null>(null);
  const menuOpen = compact && menuOpenOn === path;
  const adminOpen = !compact && adminOpenOn === path;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const linksRef = useRef<HTMLDivElement>(null);
  const adminRef = useRef<HTMLLIElement>(null);
  const adminToggleRef = useRef<HTMLButtonElement>(null);
  const adminListId = useId();

  // The page behind the open menu stays put; the scrollbar's room is kept, so the bar does not move.
  useScrollLock(menuOpen);
  useDismiss(
    menuOpen,
    () => [linksRef.current, menuButtonRef.current],
    (viaKeyboard) => {
      setMenuOpenOn(null);
      if (viaKeyboard) menuButtonRef.current?.focus();
    },
  );
  useDismiss(
    adminOpen,
    () => [adminRef.current],
    (viaKeyboard) => {
      setAdminOpenOn(null);
      if (viaKeyboard) adminToggleRef.current?.focus();
    },
  );

  const isActive = (href: string) => path.toLowerCase() === href;
  // The Admin Panel link stays lit on its sections (/admin/review, /admin/audit, /admin/settings).
  const inSection = (href: string) => isActive(href) || (href === '/admin' && path.toLowerCase().startsWith('/admin/'));
  const linkTo = (link: NavLink) => (
    <Link
      href={link.href}
      className={`nav-link${inSection(link.href) ? ' active' : ''}`}
      aria-current={isActive(link.href) ? 'page' : undefined}
    >
      {link.label}
    </Link>
  );

  return (
    <>
      <header className="topbar">
        <nav className={`nav${menuOpen ? ' open' : ''}`} aria-label="Main">
          <Link href="/" className="brand" aria-label="Studio 18 home">
            <Logo />
            <span className="brand-name">
              Studio<span className="brand-accent">18</span>
            </span>
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="nav-links"
            onClick={() => setMenuOpenOn(menuOpen ? null : path)}
          >
            <span className="menu-icon" aria-hidden="true" />
          </button>
          <div ref={linksRef} id="nav-links" className="nav-links">
            <ul className="nav-main">
              {main.map((link) => (
                <li key={link.label}>{linkTo(link)}</li>
              ))}
              {admin.length > 0 && (
                <li ref={adminRef} className={`nav-admin${adminOpen ? ' open' : ''}`}>
                  {/* Between 1024 and 1279px the admin's two links share one menu, so the bar stays on one line. */}
                  <button
                    ref={adminToggleRef}
                    type="button"
                    className={`nav-link nav-admin-toggle${admin.some((link) => inSection(link.href)) ? ' active' : ''}`}
                    aria-expanded={adminOpen}
                    aria-controls={adminListId}
                    onClick={() => setAdminOpenOn(adminOpen ? null : path)}
                  >
                    Admin
                    <Chevron />
                  </button>
                  <p className="nav-admin-title" aria-hidden="true">
                    Administration
                  </p>
                  <ul id={adminListId} className="nav-admin-links" aria-label="Administration">
                    {admin.map((link) => (
                      <li key={link.label}>{linkTo(link)}</li>
                    ))}
                  </ul>
                </li>
              )}
            </ul>
            {/* Until the session is known, neither Login nor Profile: no flash of the wrong one on reload. */}
            <ul className="nav-account" aria-busy={loading || undefined}>
              {loading && <li className="nav-account-pending" aria-hidden="true" />}
              {!loading &&
                account.map((link, index) => (
                  <li key={link.label}>
                    <Link
                      href={link.href}
                      state={link.state}
                      className={index === 0 && link.label === 'Join Us' ? 'button primary small' : 'button ghost small'}
                      aria-current={link.label === 'Profile' && isActive(link.href) ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        </nav>
      </header>
      {menuOpen && <div className="nav-backdrop" aria-hidden="true" />}
    </>
  );
}
