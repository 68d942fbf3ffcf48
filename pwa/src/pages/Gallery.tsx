import { ComingSoon } from '../components/ComingSoon';

export default function Gallery() {
  return (
    <ComingSoon
      eyebrow="Community"
      title="Gallery"
      intro="The community gallery opens soon: browse the best images and videos made with Studio 18."
      points={['A grid of shared creations, from phone to widescreen', 'Full-screen view with title, description and model', 'Your own creations beside the shared ones once you sign in']}
    />
  );
}
