import { ComingSoon } from '../components/ComingSoon';

export default function FreeImg2Img() {
  return (
    <ComingSoon
      eyebrow="Free · no account needed"
      title="AI Image Remix"
      intro="Upload an image, describe the changes, and get a remixed version, free."
      points={['PNG, JPG or WebP up to 10MB', 'Describe the changes in plain words', 'Consent required for images of real people', 'Original and result side by side, ready to download']}
    />
  );
}
