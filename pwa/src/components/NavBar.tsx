import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AuthNavState } from '../routing';
import { isAdminAtom, isSignedInAtom, sessionAtom } from '../state/session';
import { Logo } from './Logo';

interface NavLink {
  href: string;
  label: string;
  /** History state for the target page: Join Us and Login both open /pricing, in different modes. */
  state?: AuthNavState;
}

/** The links of spec §2, by who is looking: AI Studio for members, the two admin pages for the admin. */
export function useNavLinks(): { main: NavLink[]; account: NavLink[]; loading: boolean } {
  const loading = useAtomValue(sessionAtom).status === 'loading';
  const signedIn = useAtomValue(isSignedInAtom);
  const admin = useAtomValue(isAdminAtom);
  const main: NavLink[] = [
    { href: '/gallery', label: 'Gallery' },
    ...(signedIn ? [{ href: '/apps', label: 'AI Studio' }] : []),
    { href: '/free-txt2img', label: 'FREE FLUX' },
    { href: '/free-img2img', label: 'FREE Img2Img' },
    { href: '/magic-prompter', label: 'Magic Prompter' },
    { href: '/resources', label: 'Resources' },
    ...(admin
      ? [
          { href: '/gallery-admin', label: 'Gallery Admin' },
          { href: '/admin', label: 'Admin Panel' },
        ]
      : []),
  ];
  const account: NavLink[] = signedIn
    ? [{ href: '/profile', label: 'Profile' }]
    : [
        { href: '/pricing', label: 'Join Us', state: { authMode: 'signup' } },
        { href: '/pricing', label: 'Login', state: { authMode: 'signin' } },
      ];
  return { main, account, loading };
}

export function NavBar() {
  const { main, account, loading } = useNavLinks();
  const [path] = useLocation();
  // The mobile menu remembers the page it was opened on, so it is closed again on any other page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;

  const isActive = (href: string) => path.toLowerCase() === href;

  return (
    <header className="topbar">
      <nav className={`nav${open ? ' open' : ''}`} aria-label="Main">
        <Link href="/" className="brand" aria-label="Studio 18 home">
          <Logo />
          <span className="brand-name">
            Studio<span className="brand-accent">18</span>
          </span>
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls="nav-links"
          onClick={() => setOpenOn(open ? null : path)}
        >
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <div id="nav-links" className="nav-links">
          <ul className="nav-main">
            {main.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className={`nav-link${isActive(link.href) ? ' active' : ''}`} aria-current={isActive(link.href) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {/* Until the session is known, neither Login nor Profile: no flash of the wrong one on reload. */}
          <ul className="nav-account" aria-busy={loading || undefined}>
            {loading && <li className="nav-account-pending" aria-hidden="true" />}
            {!loading && account.map((link, index) => (
              <li key={link.label}>
                <Link href={link.href} state={link.state} className={index === 0 && link.label === 'Join Us' ? 'button primary small' : 'button ghost small'}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
