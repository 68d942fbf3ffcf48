import { ComingSoon } from '../components/ComingSoon';

export default function Apps() {
  return (
    <ComingSoon
      eyebrow="For members"
      title="AI Studio"
      intro="The studio brings every tool together: image-to-image, text-to-video and image-to-video, plus the free fast generator."
      points={['Free fast image generator with 12 photography styles', 'Image to Image (7 tokens per generation)', 'Text to Video and Image to Video (100 tokens)', 'Coming later: AI Upscale, Background Removal, Face Swap']}
    />
  );
}
