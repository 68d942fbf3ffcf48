import type { GenerationOutput } from '../../../../api/contract/generation';

/**
 * A generated image at its own proportions, with the provider's label as a visible badge: outputs of
 * the demo renderer say 'demo render, not AI' on the image itself.
 */
export function ResultImage({ output, alt, onError }: { output: GenerationOutput; alt: string; onError?: () => void }) {
  const ratio = output.width && output.height ? `${output.width} / ${output.height}` : undefined;
  return (
    <div className="result-image" style={ratio ? { aspectRatio: ratio } : undefined}>
      <img
        src={output.url}
        alt={alt}
        width={output.width ?? undefined}
        height={output.height ?? undefined}
        onError={onError}
        decoding="async"
      />
      {output.label && <span className="result-badge">{output.label}</span>}
    </div>
  );
}
