import { LegalText } from '../components/LegalText';

const contents = [
  { href: '#terms', label: 'Terms and Conditions' },
  { href: '#privacy', label: 'Privacy Policy' },
  { href: '#copyright', label: 'Intellectual property & copyright' },
  { href: '#takedown', label: 'Copyright complaints' },
  { href: '#removal', label: 'Removal of an image of you' },
  { href: '#contact', label: 'Contact' },
];

/** Legal (/legal): terms, privacy and copyright, with the #terms, #privacy and #copyright anchors. */
export default function Legal() {
  return (
    <div className="page legal-page">
      <header className="legal-header">
        <p className="eyebrow">Legal</p>
        <h1>Terms, Privacy &amp; Copyright</h1>
        <p className="lead">Please read these terms before using Studio 18. By using the site you agree to them.</p>
      </header>
      <div className="legal-layout">
        <nav className="legal-contents" aria-label="On this page">
          <p className="legal-contents-title">On this page</p>
          <ul>
            {contents.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="prose legal-text">
          <LegalText />
        </article>
      </div>
    </div>
  );
}
