import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { isSignedInAtom } from '../state/session';
import { InstallButton } from './InstallApp';
import { Logo } from './Logo';

const social = [
  { label: 'Studio 18 on X', href: 'https://x.com/', path: 'M4 4l16 16M20 4L4 20' },
  {
    label: 'Studio 18 on Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
  },
  {
    label: 'Studio 18 on YouTube',
    href: 'https://www.youtube.com/',
    path: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V8zm7 1v6l5-3-5-3z',
  },
  {
    label: 'Studio 18 on Reddit',
    href: 'https://www.reddit.com/',
    path: 'M12 8c4.4 0 8 2.2 8 5s-3.6 5-8 5-8-2.2-8-5 3.6-5 8-5zm0 0l1-5 4 1m-8 9h.01M15 13h.01M9.5 15.5c1.5 1 3.5 1 5 0',
  },
];

export function Footer() {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <footer className="footer">
      <div className="footer-grid">
        <div className="footer-brand">
          <Link href="/" className="brand">
            <Logo size={28} />
            <span className="brand-name">
              Studio<span className="brand-accent">18</span>
            </span>
          </Link>
          <p>Studio 18 makes Stable Diffusion easy: FLUX and diffusion models in your browser, no setup, pay only for what you use.</p>
          <p className="muted small">For adults (18+) only. All characters depicted are fictional adults.</p>
          <InstallButton className="button ghost small footer-install" />
        </div>
        <div>
          <h2 className="footer-title">Quick links</h2>
          <ul>
            <li>
              <Link href="/gallery">Gallery</Link>
            </li>
            <li>
              <Link href="/free-txt2img">FREE FLUX</Link>
            </li>
            <li>
              <Link href="/free-img2img">FREE Img2Img</Link>
            </li>
            <li>
              <Link href="/magic-prompter">Magic Prompter</Link>
            </li>
            <li>
              <Link href="/resources">Resources</Link>
            </li>
            <li>{signedIn ? <Link href="/profile">Profile</Link> : <Link href="/pricing">Join Us</Link>}</li>
          </ul>
        </div>
        <div>
          <h2 className="footer-title">Legal</h2>
          <ul>
            <li>
              <Link href="/legal#terms">Terms of Service</Link>
            </li>
            <li>
              <Link href="/legal#privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link href="/legal#copyright">Copyright</Link>
            </li>
          </ul>
        </div>
        <div className="footer-follow">
          <h2 className="footer-title">Follow us</h2>
          <ul className="social">
            {social.map((item) => (
              <li key={item.href}>
                <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.label}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d={item.path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="footer-title">Administration</h2>
          <ul>
            <li>
              <Link href="/admin">Admin</Link>
            </li>
            <li>
              <a href="/simple-admin.html">Simple Admin</a>
            </li>
          </ul>
        </div>
      </div>
      <p className="footer-bottom">© {new Date().getFullYear()} Studio 18 · Oslo, Norway</p>
    </footer>
  );
}
