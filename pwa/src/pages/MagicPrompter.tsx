import { ComingSoon } from '../components/ComingSoon';

export default function MagicPrompter() {
  return (
    <ComingSoon
      eyebrow="Free · works offline"
      title="Magic Prompter"
      intro="Turn a short idea into a rich, detailed prompt in one click, even without a connection."
      points={['Enhance with quality, lighting and style terms', 'Regenerate for a different take', 'Copy to the clipboard in one click']}
    />
  );
}
