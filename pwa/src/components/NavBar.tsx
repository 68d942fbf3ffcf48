import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isAdminAtom, isSignedInAtom } from '../state/session';
import { Logo } from './Logo';

interface NavLink {
  href: string;
  label: string;
}

/** The links of spec §2, by who is looking: AI Studio for members, the two admin pages for the admin. */
export function useNavLinks(): { main: NavLink[]; account: NavLink[] } {
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
  const account = signedIn
    ? [{ href: '/profile', label: 'Profile' }]
    : [
        { href: '/pricing', label: 'Join Us' },
        { href: '/pricing', label: 'Login' },
      ];
  return { main, account };
}

export function NavBar() {
  const { main, account } = useNavLinks();
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
          <ul className="nav-account">
            {account.map((link, index) => (
              <li key={link.label}>
                <Link href={link.href} className={index === 0 && link.label === 'Join Us' ? 'button primary small' : 'button ghost small'}>
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
