import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { SIGNUP_GRANT_TOKENS } from '../../../api/contract/catalog';
import { FLUX_STYLE_PRESETS, TOOLS } from '../../../api/contract/generation';
import { MAX_ADDED_TERMS, MIN_ADDED_TERMS, TERM_CATEGORIES } from '../../../api/contract/magic-prompter';

interface Fact {
  value: string;
  label: string;
}

interface Section {
  id: string;
  title: string;
  intro: string;
  points: string[];
  facts: Fact[];
  extra?: ReactNode;
}

const textToVideo = TOOLS['text-to-video'];
const imageToVideo = TOOLS['image-to-video'];

const sections: Section[] = [
  {
    id: 'technology',
    title: 'The generation technology',
    intro:
      'Studio 18 runs diffusion models. Each starts from random noise and refines it, step by step, towards your prompt. FLUX.1 models follow long, detailed prompts closely and render hands, text and skin convincingly; FREE FLUX uses FLUX.1 Schnell, which needs only a few steps.',
    points: [
      'Guidance scale sets how literally the model follows you: 7 to 9 suits most studio prompts.',
      'Sampling steps trade speed for detail: 25 to 30 brings out texture on the studio models.',
      'A negative prompt keeps out what you do not want, from blur to extra fingers.',
      'Each tool runs on the provider the site is set up with: fal.ai, Hugging Face or a self-hosted ComfyUI GPU. A site with none of them runs a built-in demo renderer, and labels every such picture “demo render, not AI”.',
    ],
    facts: [
      { value: '4 steps', label: 'FLUX.1 Schnell in FREE FLUX' },
      { value: '7–9', label: 'guidance scale that works best' },
      { value: '25–30', label: 'sampling steps for fine detail' },
    ],
  },
  {
    id: 'video',
    title: 'Video generation',
    intro:
      'Text to Video turns a prompt into a short clip; Image to Video animates a still you made or own. Both live in the AI Studio for members.',
    points: [
      'Describe the movement, not only the scene: a slow pan, hair in the wind, a turn of the head.',
      'Keep the scene simple and the subject central for the most stable motion.',
      'Choose 16:9 for video platforms or 9:16 for stories and reels, up to 720p.',
      'Animating a photo of a real person needs their explicit consent, confirmed at upload.',
    ],
    facts: [
      { value: `${textToVideo.cost}`, label: `tokens per Text to Video clip (${textToVideo.proCost ?? textToVideo.cost} in pro mode)` },
      { value: `${imageToVideo.cost}`, label: 'tokens per Image to Video clip' },
      { value: `${SIGNUP_GRANT_TOKENS}`, label: 'free tokens for video when you join' },
    ],
  },
  {
    id: 'monetization',
    title: 'Monetization',
    intro:
      'Creators use their images and clips on their own channels, shops and fan pages. Studio 18 keeps the costs of that work low and predictable: draft for free, and pay only for the paid tools you actually use.',
    points: [
      'Free tools cost nothing, ever: FREE FLUX, the AI Image Remix and the Magic Prompter.',
      'Paid tools use tokens, bought once with no weekly or monthly subscription. Tokens never expire.',
      'You may use what you generate, subject to our terms. Label AI content where a platform asks for it, and follow each platform’s rules for adult material.',
      'Never publish an image of a real person without their consent; it breaks our terms and, in many places, the law.',
    ],
    facts: [
      { value: '0', label: 'tokens for FREE FLUX, Remix and the Magic Prompter' },
      { value: 'Per use', label: 'no subscription, ever' },
      { value: '∞', label: 'tokens never expire' },
    ],
  },
  {
    id: 'social',
    title: 'Social media',
    intro:
      'Every platform has its shape. Generate in the format you will post in, and keep a recognisable look across a series so followers know your work at a glance.',
    points: [
      'Square suits feeds; portrait 2:3 and 9:16 fill stories and reels; 16:9 fits video platforms.',
      'For a consistent series, keep one style preset and a fixed part of the prompt, and vary only the pose and setting.',
      'Install Studio 18 on your phone as an app: it opens full screen, and the Magic Prompter works without a connection.',
      'Post only what the platform allows: many hide or remove adult images outside age-restricted spaces.',
    ],
    facts: [
      { value: '1:1', label: 'feeds' },
      { value: '9:16', label: 'stories and reels' },
      { value: '16:9', label: 'video platforms' },
    ],
  },
  {
    id: 'styles',
    title: 'Style versatility',
    intro:
      'One idea, many looks. Style presets append proven phrases to your prompt, and the Magic Prompter enriches a short idea with quality, lighting, style and mood terms.',
    points: [
      'FREE FLUX has six presets; press one to add its phrases, press it again to take them out.',
      'Mix a preset with your own words: “cinematic” plus “golden hour on a rooftop” beats either alone.',
      'Regenerate the Magic Prompter a few times and keep the version that reads best.',
    ],
    facts: [
      { value: `${FLUX_STYLE_PRESETS.length}`, label: 'style presets in FREE FLUX' },
      { value: `${TERM_CATEGORIES.length}`, label: 'term lists in the Magic Prompter' },
      { value: `${MIN_ADDED_TERMS}–${MAX_ADDED_TERMS}`, label: 'terms added per roll' },
    ],
    extra: (
      <ul className="resource-styles" aria-label="FREE FLUX style presets">
        {FLUX_STYLE_PRESETS.map((style) => (
          <li key={style.name}>{style.name}</li>
        ))}
      </ul>
    ),
  },
];

/** Resources (/resources): how the models work, and how creators use them. */
export default function Resources() {
  return (
    <div className="page resources-page">
      <header className="resources-header">
        <p className="eyebrow">Resources</p>
        <h1>
          Get more out of <span className="gradient-text">AI generation</span>
        </h1>
        <p className="lead">How the models work, how to make video, and how creators turn their images into an audience and an income.</p>
        <nav aria-label="Topics">
          <ul className="resource-topics">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="resource-section" aria-labelledby={`${section.id}-title`}>
          <div className="resource-body">
            <span className="resource-number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <p className="resource-intro">{section.intro}</p>
            <ul className="checklist">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {section.extra}
          </div>
          <dl className={`resource-facts facts-${(index % 3) + 1}`}>
            {section.facts.map((fact) => (
              <div key={fact.label} className="resource-fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      <section className="card resource-cta" aria-labelledby="resources-cta-title">
        <div>
          <h2 id="resources-cta-title">Start with the free tools</h2>
          <p className="muted">No account needed for FREE FLUX, the AI Image Remix or the Magic Prompter.</p>
        </div>
        <div className="actions">
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
