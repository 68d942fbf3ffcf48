import { ComingSoon } from '../components/ComingSoon';

export default function FreeTxt2Img() {
  return (
    <ComingSoon
      eyebrow="Free · no account needed"
      title="FREE FLUX"
      intro="Text to image with FLUX.1, free for everyone. Describe a scene, pick a style and an aspect ratio."
      points={['Square, portrait and landscape formats', 'Style presets: Photographic, Digital Art, Cinematic, Anime, Oil Painting, Fantasy', 'Advanced settings for steps and guidance', 'Download your image in full resolution']}
    />
  );
}
