import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CatalogResponse } from '../../../api/contract/catalog';
import { landingMedia, landingMediaUrl } from '../../../api/contract/landing';
import { InstallButton } from '../components/InstallApp';
import { LoopVideo } from '../components/LoopVideo';
import { REDUCED_MOTION, useMediaQuery } from '../components/useMediaQuery';
import { formatNumber, formatPriceShort } from '../format';
import { useCatalog } from '../state/catalog';
import { useContactEmail } from '../state/contact';
import { Icon, type IconName } from './home/icons';

const samples = [
  { caption: '4K Quality Output', detail: 'Upscaled renders that stay crisp from edge to edge.' },
  { caption: 'Dynamic Motion', detail: 'Camera moves and fluid animation from a single prompt.' },
  { caption: 'Hyper Realistic', detail: 'Natural light, skin and fabric that hold up close.' },
  { caption: 'Professional Grade', detail: 'Consistent looks for campaigns, portfolios and fashion.' },
  { caption: 'Image-to-Video AI', detail: 'Bring a still to life: upload it and describe the motion.' },
] as const;

/** Third-party AI directories: plain links, no logos loaded from them. */
const directories = [
  { name: "There's An AI For That", href: 'https://theresanaiforthat.com/' },
  { name: 'Futurepedia', href: 'https://www.futurepedia.io/' },
  { name: 'Toolify', href: 'https://www.toolify.ai/' },
  { name: 'TopAI.tools', href: 'https://topai.tools/' },
  { name: 'AI Tools Directory', href: 'https://aitoolsdirectory.com/' },
];

const social: Array<{ name: string; icon: IconName; href: string }> = [
  { name: 'X', icon: 'x', href: 'https://x.com/' },
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/' },
  { name: 'Reddit', icon: 'reddit', href: 'https://www.reddit.com/' },
];

/** The tutorial's three stills, each with the prompt that animates it in Image-to-Video. */
const examples = [
  {
    title: 'Lighthouse at dusk',
    prompt: 'Slow push-in towards the lighthouse, waves breaking on the rocks below, the beam sweeping through light mist.',
  },
  {
    title: 'Red coat on a city bridge',
    prompt: 'She turns her head towards the camera, the coat moving in the wind, city lights softly out of focus behind her.',
  },
  {
    title: 'Dunes under a full moon',
    prompt: 'The camera glides low over the dunes, fine sand drifting in the moonlight, stars wheeling slowly overhead.',
  },
];

interface AppCard {
  icon: IconName;
  title: string;
  text: string;
  badge: string;
  href: string;
  action: string;
}

const apps: AppCard[] = [
  {
    icon: 'studio',
    title: 'AI Studio',
    text: 'Every tool in one dashboard: image-to-image, text-to-video and image-to-video, paid per use with tokens.',
    badge: 'Members',
    href: '/apps',
    action: 'Open the Studio',
  },
  {
    icon: 'image',
    title: 'FREE FLUX',
    text: 'Text to image with FLUX: six styles, three aspect ratios and advanced settings. No account needed.',
    badge: 'Free',
    href: '/free-txt2img',
    action: 'Generate an image',
  },
  {
    icon: 'remix',
    title: 'AI Image Remix',
    text: 'Upload an image and describe the change: a new style, new light or a new setting, in seconds.',
    badge: 'Free',
    href: '/free-img2img',
    action: 'Remix an image',
  },
  {
    icon: 'wand',
    title: 'Magic Prompter',
    text: 'Turn a few words into a detailed prompt with quality, lighting and style terms, ready to copy.',
    badge: 'Free',
    href: '/magic-prompter',
    action: 'Enhance a prompt',
  },
];

const features: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'layers',
    title: 'Diffusion & FLUX models',
    text: 'Current Stable Diffusion checkpoints and FLUX.1 models, tuned for photographic and artistic results.',
  },
  {
    icon: 'sliders',
    title: 'Advanced parameters',
    text: 'Set the guidance scale (7–9 works best) and the sampling steps (25–30 for detail) when you need control.',
  },
  {
    icon: 'aperture',
    title: 'VAE & negative prompts',
    text: 'Optimised VAE decoding for clean colours, and negative prompts to keep out what you do not want.',
  },
  {
    icon: 'puzzle',
    title: 'LoRA, Textual Inversion, ControlNet',
    text: 'Optional add-ons for consistent styles, custom concepts and control over composition.',
  },
];

function SectionHead({ eyebrow, title, children, id }: { eyebrow: string; title: string; children?: ReactNode; id: string }) {
  return (
    <header className="section-head">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children && <p className="section-lead">{children}</p>}
    </header>
  );
}

function Hero({ paused, onTogglePause, freeTokens }: { paused: boolean; onTogglePause: () => void; freeTokens: number | null }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-media">
        <LoopVideo clip={landingMedia.hero} label="" paused={paused} className="hero-video" />
      </div>
      <div className="hero-shade" aria-hidden="true" />
      <div className="hero-content">
        <p className="hero-badge">
          <span className="hero-badge-dot" aria-hidden="true" />
          AI image &amp; video studio · 18+
        </p>
        <h1 id="hero-title">
          Create striking images and videos with <span className="gradient-text">FLUX</span>, free.
        </h1>
        <p className="hero-lead">
          Type an idea, pick a style, and get a high-resolution image in seconds. Animate it into video when you are ready. No
          subscriptions: pay only for what you use.
        </p>
        <div className="hero-actions">
          <Link href="/free-txt2img" className="button primary large">
            Try FREE FLUX
            <Icon name="arrow" size={18} />
          </Link>
          <InstallButton className="button ghost large hero-install" />
        </div>
        <ul className="hero-points">
          <li>Free FLUX generator</li>
          <li>{freeTokens === null ? 'Free video tokens when you join' : `${formatNumber(freeTokens)} free video tokens when you join`}</li>
          <li>No subscription</li>
        </ul>
      </div>
      <button type="button" className="motion-toggle" onClick={onTogglePause} aria-pressed={paused}>
        <Icon name={paused ? 'play' : 'pause'} size={16} />
        {paused ? 'Play videos' : 'Pause videos'}
      </button>
    </section>
  );
}

function Samples({ paused }: { paused: boolean }) {
  return (
    <section className="section" aria-labelledby="samples-title">
      <SectionHead eyebrow="Showcase" title="Made to move" id="samples-title">
        Five things our image and video tools are built for. Each clip loops silently.
      </SectionHead>
      <ul className="sample-grid">
        {samples.map((sample, index) => (
          <li key={sample.caption} className={`sample sample-${index + 1}`}>
            <figure>
              <LoopVideo
                clip={landingMedia.samples[index]!}
                label={`Sample video: ${sample.caption}`}
                paused={paused}
                className="sample-video"
              />
              <figcaption className="sample-caption">
                <span className="sample-title">{sample.caption}</span>
                <span className="sample-detail">{sample.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Updates({ catalog }: { catalog: CatalogResponse | null }) {
  const pkg = catalog?.tokenPackage;
  const points: Array<{ icon: IconName; text: ReactNode }> = [
    { icon: 'sparkle', text: 'The FLUX app stays free for everyone, always.' },
    {
      icon: 'wallet',
      text: (
        <>
          A new payment model: pay per use, with no weekly or monthly subscriptions
          {pkg ? ` (${formatPriceShort(pkg.price, pkg.currency)} buys ${formatNumber(pkg.tokens)} tokens that never expire)` : ''}.
        </>
      ),
    },
    { icon: 'gallery', text: 'A refreshed free gallery of community creations.' },
    {
      icon: 'gift',
      text: catalog ? (
        <>
          <strong>{formatNumber(catalog.signupGrantTokens)} free tokens</strong> for making videos when you join.
        </>
      ) : (
        'Free tokens for making videos when you join.'
      ),
    },
  ];
  return (
    <section className="section" aria-labelledby="updates-title">
      <div className="updates">
        <div className="updates-body">
          <p className="eyebrow">What's new</p>
          <h2 id="updates-title">Exciting Updates</h2>
          <ul className="updates-list">
            {points.map((point, index) => (
              <li key={index}>
                <span className="icon-tile small">
                  <Icon name={point.icon} size={18} />
                </span>
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="updates-cta">
          <p className="updates-cta-title">Start creating today</p>
          <p className="muted">Sign up with your e-mail; the free tools need no account at all.</p>
          <Link href="/pricing" className="button primary large block">
            JOIN US TODAY
          </Link>
        </div>
      </div>
    </section>
  );
}

function FeaturedOn() {
  return (
    <section className="section featured" aria-labelledby="featured-title">
      <h2 id="featured-title" className="featured-title">
        Featured On
      </h2>
      <ul className="featured-list">
        {directories.map((directory) => (
          <li key={directory.href}>
            <a href={directory.href} target="_blank" rel="noopener noreferrer">
              {directory.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Apps() {
  return (
    <section className="section" aria-labelledby="apps-title">
      <SectionHead eyebrow="Our apps" title="One studio, every tool" id="apps-title">
        Four tools in the browser, and the same site as an app on your phone or computer.
      </SectionHead>
      <ul className="app-grid">
        {apps.map((app) => (
          <li key={app.title} className="app-card">
            <div className="app-card-top">
              <span className="icon-tile">
                <Icon name={app.icon} />
              </span>
              <span className={`badge${app.badge === 'Free' ? ' free' : ''}`}>{app.badge}</span>
            </div>
            <h3>{app.title}</h3>
            <p>{app.text}</p>
            <Link href={app.href} className="app-link">
              {app.action}
              <Icon name="arrow" size={16} />
            </Link>
          </li>
        ))}
        <li className="app-card app-card-install">
          <div className="app-card-top">
            <span className="icon-tile">
              <Icon name="phone" />
            </span>
            <span className="badge">App</span>
          </div>
          <h3>Studio 18 app</h3>
          <p>Install the site on your home screen or desktop: its own icon, full screen, one tap away. No app store needed.</p>
          <InstallButton className="button ghost small" />
        </li>
      </ul>
    </section>
  );
}

function Follow() {
  return (
    <section className="section" aria-labelledby="follow-title">
      <div className="follow">
        <div className="follow-media">
          <figure className="tutorial">
            <div className="tutorial-frame">
              <TutorialVideo />
            </div>
            <figcaption className="muted small">Tutorial: three images into three clips with Image-to-Video.</figcaption>
          </figure>
          <div className="follow-social">
            <p className="follow-social-title">Follow us for more tutorials and prompt ideas</p>
            <ul className="social-links">
              {social.map((item) => (
                <li key={item.name}>
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Studio 18 on ${item.name} (opens in a new tab)`}
                  >
                    <Icon name={item.icon} size={18} />
                    <span aria-hidden="true">{item.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="follow-body">
          <p className="eyebrow">Learn &amp; follow</p>
          <h2 id="follow-title">Three images, three clips</h2>
          <p className="muted">
            Upload each image to Image-to-Video in the Studio and give it its prompt: describe the motion, not the picture.
          </p>
          <ol className="examples">
            {examples.map((example, index) => (
              <li key={example.title} className="example">
                <img
                  className="example-image"
                  src={landingMediaUrl(landingMedia.examples[index]!)}
                  alt={`Example image ${index + 1}: ${example.title}`}
                  width={640}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  onError={(event) => event.currentTarget.classList.add('missing')}
                />
                <div>
                  <p className="example-title">
                    <span className="example-step">{index + 1}</span>
                    {example.title}
                  </p>
                  <p className="example-prompt">
                    <span className="example-prompt-label">Prompt:</span> {example.prompt}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** The tutorial plays when asked, then with the browser's controls; it is silent like the rest. */
function TutorialVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  return (
    <>
      <video
        ref={videoRef}
        className="tutorial-video"
        controls={started}
        muted
        playsInline
        preload="none"
        poster={landingMediaUrl(landingMedia.tutorial.poster)}
        aria-label="Tutorial video: turning three images into three clips"
      >
        <source src={landingMediaUrl(landingMedia.tutorial.video)} type="video/mp4" />
      </video>
      {!started && (
        <button
          type="button"
          className="tutorial-play"
          onClick={() => {
            setStarted(true);
            void videoRef.current?.play().catch(() => undefined);
          }}
        >
          <span className="tutorial-play-icon">
            <Icon name="play" size={26} />
          </span>
          <span className="tutorial-play-label">Watch the tutorial</span>
        </button>
      )}
    </>
  );
}

function Features() {
  return (
    <section className="section" aria-labelledby="features-title">
      <SectionHead eyebrow="Under the hood" title="Serious tools, simple controls" id="features-title">
        Sensible defaults for a great first result, and the settings professionals expect when you want them.
      </SectionHead>
      <ul className="feature-grid">
        {features.map((feature) => (
          <li key={feature.title} className="card feature">
            <span className="icon-tile">
              <Icon name={feature.icon} />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contact({ email }: { email: string | null }) {
  return (
    <section className="section" aria-labelledby="contact-title">
      <div className="card contact">
        <div>
          <p className="eyebrow">Contact Us</p>
          <h2 id="contact-title">Talk to the team</h2>
          <p className="muted">Questions about your account, payments or a creation? We answer within two working days.</p>
        </div>
        <dl className="contact-list">
          <div>
            <dt className="contact-pin">Location</dt>
            <dd>Oslo, Norway</dd>
          </div>
          <div>
            <dt className="contact-mail">E-mail</dt>
            <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : <span className="muted">Loading…</span>}</dd>
          </div>
          <div>
            <dt className="contact-call">Phone</dt>
            <dd className="muted">
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not listed</span>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

export default function Home() {
  const { catalog } = useCatalog();
  const contactEmail = useContactEmail();
  // With reduced motion asked for the clips start paused (their posters); the toggle says so and can still play them.
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const paused = choice === null ? reducedMotion : choice === 'pause';
  return (
    <div className="home">
      <Hero paused={paused} onTogglePause={() => setChoice(paused ? 'play' : 'pause')} freeTokens={catalog?.signupGrantTokens ?? null} />
      <Samples paused={paused} />
      <Updates catalog={catalog} />
      <FeaturedOn />
      <Apps />
      <Follow />
      <Features />
      <Contact email={contactEmail} />
    </div>
  );
}
