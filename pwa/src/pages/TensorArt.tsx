import { Link } from 'wouter';

const planned = [
  'Free for everyone, like FREE FLUX: no tokens, no account needed',
  'More models and styles to choose from',
  'Prompts from the Magic Prompter work as they are',
];

/** Tensor-art (/tensor-art): a placeholder for the free generator in development. */
export default function TensorArt() {
  return (
    <div className="page tensor-page">
      <section className="tensor-card" aria-labelledby="tensor-title">
        <div className="tensor-glow" aria-hidden="true" />
        <div className="tensor-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="34" height="34">
            <path
              d="M14.7 6.3a1 1 0 000 1.4l1.6 1.6a1 1 0 001.4 0l3.77-3.77a6 6 0 01-7.94 7.94l-6.91 6.91a2.12 2.12 0 01-3-3l6.91-6.91a6 6 0 017.94-7.94l-3.76 3.76z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <p className="eyebrow">Tensor Art · FREE generator</p>
        <h1 id="tensor-title">Coming Soon</h1>
        <p className="tensor-status">
          <span className="tensor-status-dot" aria-hidden="true" />
          In Development
        </p>
        <p className="lead">A new free image generator is being built. Check back soon; until then, FREE FLUX is ready for you.</p>
        <ul className="checklist tensor-list" aria-label="What is planned">
          {planned.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className="actions tensor-actions">
          <Link href="/free-txt2img" className="button primary large">
            Try FREE FLUX
          </Link>
          <Link href="/magic-prompter" className="button ghost large">
            Open Magic Prompter
          </Link>
        </div>
      </section>
    </div>
  );
}
