import { useStore } from 'jotai';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'wouter';
import { generationMessages, type ToolId } from '../../../../api/contract/generation';
import { FormAlert } from '../../components/FormAlert';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { CompareSlider } from './CompareSlider';
import { DownloadIcon, LineIcon, StarIcon } from './icons';
import { handedImageAtom, type ImageSource, outputSource, pixels, type Size, useImageSize } from './imageTool';
import { toolPath } from './paths';
import type { FinishedImage, useResultActions } from './useImageResult';

/**
 * What an image tool's result card shows: the result against its input with a before/after divider;
 * while the job runs (or before it), the input; before any input, where the result will appear.
 */
export function ImageStage({
  result,
  broken,
  beforeUrl,
  source,
  size,
  busy,
  busyLabel,
  alt,
  transparent,
  onBroken,
}: {
  result: FinishedImage | null;
  broken: boolean;
  beforeUrl: string | null;
  source: ImageSource | null;
  size: Size | null;
  busy: boolean;
  busyLabel: string;
  /** The result's alternative text ('After: upscaled ×4'). */
  alt: string;
  /** The result has a transparent background: it lies on a checkerboard. */
  transparent: boolean;
  onBroken: (jobId: string) => void;
}) {
  if (result && beforeUrl && !broken) {
    const { output } = result;
    return (
      <CompareSlider
        key={result.jobId}
        before={beforeUrl}
        after={output.url}
        width={output.width}
        height={output.height}
        beforeAlt="Before: your image"
        afterAlt={alt}
        transparent={transparent}
        onAfterError={() => onBroken(result.jobId)}
      />
    );
  }
  if (broken) {
    return (
      <div className="output-placeholder image-tool-stage">
        <p className="placeholder-status">{generationMessages.failedLoad}</p>
      </div>
    );
  }
  if (source) {
    return (
      <div
        className={`image-tool-stage${busy ? ' busy' : ''}`}
        style={{ '--compare-ratio': size ? size.width / size.height : 1 } as CSSProperties}
      >
        <img src={source.url} alt="" />
        {busy ? (
          <span className="image-tool-working">
            <span className="spinner" aria-hidden="true" />
            {busyLabel}
          </span>
        ) : (
          <span className="compare-label before" aria-hidden="true">
            Your image
          </span>
        )}
      </div>
    );
  }
  return (
    <div className="output-placeholder image-tool-empty">
      <div className="placeholder-status">
        <span className="empty-icon" aria-hidden="true">
          <LineIcon d="M12 4v16M4 5h16v14H4z" size={26} weight={1.5} />
        </span>
        <span>Your result appears here</span>
        <span className="muted small">Before and after side by side: drag the divider to compare.</span>
      </div>
    </div>
  );
}

/**
 * Under a finished result: its size (after the input's, when they differ) and what it is, Download,
 * Save to My Gallery, and where it can go next (this tool again, the other tool).
 */
export function ImageResultActions({
  result,
  beforeUrl,
  note,
  fileStem,
  actions,
  onReuse,
  handOver,
}: {
  result: FinishedImage;
  beforeUrl: string | null;
  /** What the result is, beside its size ('PNG'). */
  note: string;
  /** The download's name before its timestamp ('upscaled x4'). */
  fileStem: string;
  actions: ReturnType<typeof useResultActions>;
  /** "Use as input": the result through this tool again; none when the tool does not take its own results. */
  onReuse: ((source: ImageSource) => void) | null;
  /** The other tool the result can be handed to, and its button's words. */
  handOver: { tool: ToolId; label: string };
}) {
  const store = useStore();
  const [, navigate] = useLocation();
  const { output } = result;
  const size = output.width && output.height ? { width: output.width, height: output.height } : null;
  const { isSaved } = actions;
  /** The result as an input: of this tool again, or of the other one (given before its address opens). */
  const source = (itemId: string) =>
    outputSource({ id: itemId, url: output.url, title: 'Your last result', width: output.width, height: output.height });
  return (
    <div className="image-tool-result">
      <p className="image-tool-sizes">
        {beforeUrl && size && <BeforeSize url={beforeUrl} after={size} />}
        {size && <strong>{pixels(size)} px</strong>}
        <span className="muted">{note}</span>
      </p>
      <FormAlert alert={actions.error ? { kind: 'error', message: actions.error } : null} />
      <div className="image-tool-actions">
        <button
          type="button"
          className="button primary small"
          onClick={() => void actions.download(fileStem)}
          disabled={actions.downloading}
        >
          <DownloadIcon />
          {actions.downloading ? 'Downloading…' : 'Download'}
        </button>
        {output.itemId && (
          <button
            type="button"
            className={`studio-star${isSaved ? ' saved' : ''}`}
            aria-pressed={isSaved}
            disabled={actions.saving}
            onClick={() => void actions.toggleSaved()}
          >
            <StarIcon filled={isSaved} />
            <span className="studio-star-text">{isSaved ? 'Saved to Gallery' : 'Save to My Gallery'}</span>
          </button>
        )}
      </div>
      {isSaved && (
        <p className="image-tool-saved muted small" role="status">
          In <Link href="/profile">Profile → My Gallery</Link> now.
        </p>
      )}
      {output.itemId && (
        <div className="image-tool-next">
          {onReuse && (
            <button type="button" className="button ghost small" onClick={() => output.itemId && onReuse(source(output.itemId))}>
              Use as input
            </button>
          )}
          <button
            type="button"
            className="button ghost small"
            onClick={() => {
              const path = toolPath(handOver.tool);
              if (!output.itemId || !path) return;
              store.set(handedImageAtom, source(output.itemId));
              navigate(path);
            }}
          >
            {handOver.label}
          </button>
        </div>
      )}
    </div>
  );
}

/** The job's progress, with Cancel while it runs (`actions` null once it cannot be canceled). */
export function ImageToolProgress({
  value,
  label,
  detail,
  actions,
}: {
  value: number;
  label: string;
  detail: string;
  actions: ReturnType<typeof useResultActions> | null;
}) {
  return (
    <div className="image-tool-progress">
      <ProgressBar value={value} label={label} detail={detail} />
      {actions && (
        <button type="button" className="button ghost small" onClick={() => void actions.cancel()} disabled={actions.canceling}>
          {actions.canceling ? 'Canceling…' : 'Cancel'}
        </button>
      )}
    </div>
  );
}

/** The input's size before the arrow of the result's, when they differ. */
function BeforeSize({ url, after }: { url: string; after: Size }) {
  const size = useImageSize(url, null);
  if (!size || (size.width === after.width && size.height === after.height)) return null;
  return (
    <>
      <span>{pixels(size)} px</span>
      <span aria-hidden="true">→</span>
      <span className="sr-only">became</span>
    </>
  );
}
