import { ComingSoon } from '../components/ComingSoon';

export default function Pricing() {
  return (
    <ComingSoon
      eyebrow="Membership"
      title="Join Us"
      intro="Membership opens soon: premium models, high-quality output and advanced settings, paid per use with tokens."
      points={['Premium models and high-quality output', 'Advanced settings for every generation', 'A token system with no subscription: buy a package when you need it', '500 free tokens for video when you join']}
    />
  );
}
