import { Link } from 'wouter';

const samples = ['4K Quality Output', 'Dynamic Motion', 'Hyper Realistic', 'Professional Grade', 'Image-to-Video AI'];

const updates = [
  'The FLUX app stays free for everyone, always.',
  'A new payment model: pay per use, with no weekly or monthly subscriptions.',
  'A refreshed free gallery of community creations.',
  '500 free tokens for making videos when you join.',
];

const features = [
  { title: 'Diffusion & FLUX models', text: 'Current Stable Diffusion checkpoints and FLUX.1 models, tuned for photographic and artistic results.' },
  { title: 'Advanced parameters', text: 'Control guidance scale (7-9 works best) and sampling steps (25-30 for detail) when you need to.' },
  { title: 'VAE & negative prompts', text: 'Optimised VAE decoding for clean colours, and negative prompts to keep what you do not want out.' },
  { title: 'LoRA, Textual Inversion, ControlNet', text: 'Optional add-ons for consistent styles, custom concepts and composition control.' },
];

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="hero-bg" aria-hidden="true" />
        <div className="hero-content">
          <p className="eyebrow">AI image &amp; video studio · 18+</p>
          <h1>
            Create striking images and videos with <span className="gradient-text">FLUX</span>, free.
          </h1>
          <p className="lead">
            Type an idea, pick a style, and get a high-resolution image in seconds. Animate it into video when you are ready. No
            subscriptions: pay only for what you use.
          </p>
          <div className="actions">
            <Link href="/free-txt2img" className="button primary large">
              Try FREE FLUX
            </Link>
            <Link href="/gallery" className="button ghost large">
              Browse the gallery
            </Link>
          </div>
        </div>
      </section>

      <section className="section">
        <ul className="sample-grid" aria-label="What Studio 18 makes">
          {samples.map((caption, index) => (
            <li key={caption} className={`sample sample-${index + 1}`}>
              <span className="sample-caption">{caption}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section split">
        <div className="card updates">
          <p className="eyebrow">What's new</p>
          <h2>Exciting Updates</h2>
          <ul className="checklist">
            {updates.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link href="/pricing" className="button primary">
            JOIN US TODAY
          </Link>
        </div>
        <div className="feature-grid">
          {features.map((feature) => (
            <article key={feature.title} className="card feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section">
        <div className="card contact">
          <div>
            <p className="eyebrow">Contact Us</p>
            <h2>Talk to the team</h2>
            <p className="muted">Questions about your account, payments or a creation? We answer within two working days.</p>
          </div>
          <dl className="contact-list">
            <div>
              <dt>Location</dt>
              <dd>Oslo, Norway</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href="mailto:contact@studio18.example">contact@studio18.example</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd className="muted">—</dd>
            </div>
          </dl>
        </div>
      </section>
    </>
  );
}
