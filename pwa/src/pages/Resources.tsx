const sections = [
  {
    title: 'The generation technology',
    text: 'Studio 18 runs diffusion models: they start from noise and refine it step by step towards your prompt. FLUX.1 models follow long, detailed prompts closely and render hands, text and skin convincingly. Guidance scale sets how literally the model follows you; sampling steps trade speed for detail.',
  },
  {
    title: 'Video generation',
    text: 'Text-to-video and image-to-video models turn a prompt or a still into a short clip with natural motion. Describe the movement (a slow pan, hair in the wind, a turn of the head) and keep the scene simple for the most stable results.',
  },
  {
    title: 'Monetization',
    text: 'Creators use AI images and clips for their own channels and stores. Keep the rights to what you upload, label AI content where platforms ask for it, and respect each platform’s rules for adult material.',
  },
  {
    title: 'Social media',
    text: 'Square and portrait formats fit feeds and stories; 16:9 suits video platforms. Generate a consistent series with the same style preset and a fixed part of the prompt, then vary pose and setting.',
  },
  {
    title: 'Style versatility',
    text: 'Photographic, cinematic, anime, oil painting, fantasy or digital art: style presets add proven phrases to your prompt, and the Magic Prompter enriches a short idea into a detailed prompt.',
  },
];

export default function Resources() {
  return (
    <section className="page">
      <p className="eyebrow">Resources</p>
      <h1>Get more out of AI generation</h1>
      <p className="lead">How the models work, and how creators use them.</p>
      <div className="resource-grid">
        {sections.map((section, index) => (
          <article key={section.title} className="card resource">
            <span className="resource-number">{String(index + 1).padStart(2, '0')}</span>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
