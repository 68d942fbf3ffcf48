import { ComingSoon } from '../components/ComingSoon';

export default function Profile() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Profile"
      intro="Your profile, token balance, history and gallery will live here once accounts open."
      points={['Token balance with an estimate of generations left', 'Transaction history', 'Your own gallery of generated images and videos', 'Settings and sign-out']}
    />
  );
}
